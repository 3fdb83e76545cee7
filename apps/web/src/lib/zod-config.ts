import { z } from 'zod';

// Zod probes for eval() support on first parse; our Content-Security-Policy forbids eval, and the
// probe would be reported as a violation. Jitless parsing needs no eval and is fast enough here.
z.config({ jitless: true });
