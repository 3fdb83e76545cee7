// The field app's entry lives in src/field with the rest of the web code (aliases, lint, tests);
// this file only lets the field build have its own root and public folder.
import '../src/field/main';
