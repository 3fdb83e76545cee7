// The server's entry point (`node src/main.ts`, and scripts/start.mjs). The module-format hook
// must be registered before the server's modules are resolved, and static imports are all
// resolved before any code runs: so the hook is the only static import, the rest comes after.
import './module-format-hook.ts';

await import('./serve.ts');
