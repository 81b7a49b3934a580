import { connectionState, workspaceStore } from '@/src/workspace/session/state';

/** An address the server handed out (relative to the instance's rest URL), made absolute. */
export function mediaUrl(path: string): string {
  const instance = workspaceStore.get(connectionState)?.instance ?? '';
  return `${instance.replace(/\/+$/, '')}${path}`;
}

/** Starts a download the server names (content-disposition: attachment): the page stays where it is. */
export function startDownload(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}
