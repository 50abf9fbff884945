// Every table of the product. drizzle-kit reads this file to generate migrations.
export * from './accounts.ts';
export * from './auth.ts';
export * from './files.ts';
export * from './jobs.ts';
export * from './meta.ts';
export * from './scenarios.ts';

export * from './newsletter.ts';
export * from './blog.ts';
export * from './reports.ts';
export * from './billing.ts';
export * from './member-area.ts';
export * from './community.ts';
export * from './notifications.ts';
export * from './email.ts';
export * from './search.ts';
export * from './pslf.ts';
export * from './firms.ts';
export * from './trials.ts';
