import type { importRoutes } from '@/src/contract/routes/imports';
import type { AreaHandlers } from '../../http/handlers';
import type { ImportsHandlerDeps } from './create-imports';

export function importsHandlers(deps: { imports: ImportsHandlerDeps }): AreaHandlers<typeof importRoutes> {
  const { service } = deps.imports;
  return {
    listImports: async ({ auth }) => ({ imports: await service.list(auth) }),
    getImport: ({ auth, params }) => service.get(auth, params.importId),
    importFields: async ({ auth, params }) => ({ fields: await service.fields(auth, params.entity) }),
    startImport: async ({ auth, params, body }) => ({ import: await service.start(auth, params.importId, body) }),
    importRejects: async ({ auth, params }) => ({ rejects: await service.rejects(auth, params.importId) }),
  };
}
