import { createRoot } from 'react-dom/client';
import { App } from './App';

export function mountWorkspace(element: HTMLElement | null) {
  if (!element) throw new Error('workspace root element missing');
  if (!window.location.hash.startsWith('#!/')) window.location.hash = '!/dashboard';
  createRoot(element).render(<App />);
}
