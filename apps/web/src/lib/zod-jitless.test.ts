import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('turns off zod’s compiled parsers without importing zod: zod reads the flag set before it loads', async () => {
    await import('./zod-jitless.ts');
    const { config } = await import('zod');
    expect(config().jitless).toBe(true);
  });
});
