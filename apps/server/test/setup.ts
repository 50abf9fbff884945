// Keep test output readable: the server logs nothing unless a test asks.
process.env.LOG_LEVEL ??= 'silent';
