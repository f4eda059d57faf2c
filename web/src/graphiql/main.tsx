import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createRoot } from 'react-dom/client';
import { GraphiQLApp } from './GraphiQLApp';

createRoot(document.getElementById('graphiql')!).render(<GraphiQLApp />);
