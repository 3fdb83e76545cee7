// The server runs its TypeScript on Node's own type stripping, and the toolchain needs Node 24:
// an older Node gets one sentence saying what to do instead of a stack trace. Plain JavaScript
// with no imports, so that it runs on any Node.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 24 || (major === 24 && minor < 15)) {
  process.stderr.write(
    `Ronda needs Node 24.15 or newer (Node 24 LTS); this is Node ${process.versions.node}.\n` +
      'Run `source scripts/use-node-24.sh` (it takes Node 24 from the npm registry into a folder ' +
      'of its own and puts it first on PATH), then `npm install` again.\n',
  );
  process.exit(1);
}
