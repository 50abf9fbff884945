export * from './admin.ts';
export * from './content.ts';
export * from './sessions.ts';
export * from './recommendations.ts';
