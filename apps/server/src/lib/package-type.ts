import fs from 'node:fs';
import path from 'node:path';

type PackageType = 'module' | 'commonjs' | null;

/** Folder → the `type` governing its .js files; read once per folder for the process's life. */
const typeOfFolder = new Map<string, PackageType>();

/** A package.json's `type`; null when it has none or cannot be read (Node then decides). */
function declaredType(file: string): PackageType {
  try {
    const { type } = JSON.parse(fs.readFileSync(file, 'utf8')) as { type?: unknown };
    return type === 'module' || type === 'commonjs' ? type : null;
  } catch {
    return null;
  }
}

/** The `type` of the nearest package.json at or above `folder` (null: none, or no `type`). */
export function packageTypeOf(folder: string): PackageType {
  const known = typeOfFolder.get(folder);
  if (known !== undefined) return known;
  const file = path.join(folder, 'package.json');
  let type: PackageType;
  if (fs.existsSync(file)) {
    type = declaredType(file);
  } else {
    const parent = path.dirname(folder);
    type =
      parent === folder || path.basename(folder) === 'node_modules' ? null : packageTypeOf(parent);
  }
  typeOfFolder.set(folder, type);
  return type;
}
