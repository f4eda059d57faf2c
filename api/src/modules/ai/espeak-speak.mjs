// Speaks text with eSpeak-NG (WASM, the espeak-ng npm package) into a WAV file.
// Run as a child process: the package is ESM only and the api is CommonJS.
// Usage: node espeak-speak.mjs <voice> <output.wav>   (the text comes on stdin, UTF-8)
import { writeFile } from 'node:fs/promises';

const [voice, output] = process.argv.slice(2);
if (!voice || !output) {
  process.stderr.write('usage: espeak-speak.mjs <voice> <output.wav> < text\n');
  process.exit(2);
}
let text = '';
process.stdin.setEncoding('utf8');
for await (const chunk of process.stdin) text += chunk;

// eSpeak reads the text from a file of its in-memory file system: no argument-length limits,
// and nothing in the text is taken for an option.
const { default: ESpeakNg } = await import('espeak-ng');
const espeak = await ESpeakNg({
  arguments: ['-v', voice, '-w', '/out.wav', '-f', '/in.txt'],
  preRun: [
    (module) => {
      module.FS.writeFile('/in.txt', text);
    },
  ],
  print: () => {},
  printErr: (line) => process.stderr.write(`${line}\n`),
});
await writeFile(output, espeak.FS.readFile('/out.wav'));
