import '../page.css';
import { attachPageRuntime } from './runtime';

// The script of published pages: loaded with `defer`, so the document is parsed.
attachPageRuntime(document);
