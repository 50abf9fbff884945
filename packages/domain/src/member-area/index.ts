export * from './admin.ts';
export * from './content.ts';
export * from './content.schemas.ts';
export * from './learning-paths.ts';
export * from './sessions.ts';
export * from './recommendations.ts';
export type * from './member-area.dto.ts';
