import '../page.css';
import { attachPageRuntime } from './runtime';

// The script of published pages: inlined as a module script (or linked with `defer`), so it runs once the document is parsed.
attachPageRuntime(document);
