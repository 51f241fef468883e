import { config } from 'zod/v4/core';

// The app runs under a CSP without 'unsafe-eval': zod's compiled parsers would try
// `new Function` (a CSP violation even when caught). Plain parsing is enough for these values.
// Imported by every module that parses with zod, whichever loads first.
config({ jitless: true });
