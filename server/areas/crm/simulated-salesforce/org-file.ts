import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { OrgSnapshot } from './org-store';
import type { OAuthSnapshot } from './oauth-server';

export interface OrgFile {
  org: OrgSnapshot;
  oauth: OAuthSnapshot;
}

export function readOrgFile(file: string | undefined): OrgFile | null {
  if (!file || !existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as OrgFile;
}

/** Written whole to a temporary file, then renamed: a stop mid-write leaves the last good copy. */
export function writeOrgFile(file: string, data: OrgFile): void {
  writeFileSync(`${file}.tmp`, JSON.stringify(data));
  renameSync(`${file}.tmp`, file);
}

/** Coalesces a burst of changes into one write, at most every `ms`. */
export function debouncedWriter(file: string | undefined, read: () => OrgFile, ms = 200) {
  let timer: NodeJS.Timeout | null = null;
  return {
    changed() {
      if (!file || timer) return;
      timer = setTimeout(() => {
        timer = null;
        writeOrgFile(file, read());
      }, ms);
    },
    flush() {
      if (!file) return;
      if (timer) clearTimeout(timer);
      timer = null;
      writeOrgFile(file, read());
    },
  };
}
