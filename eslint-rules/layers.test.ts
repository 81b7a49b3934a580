import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import { layers } from './layers.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = afterAll;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: 'module' } });
const at = (file: string) => `${process.cwd()}/${file}`;

describe('the layers rule', () => {
  tester.run('local/layers', layers, {
    valid: [
      { filename: at('src/phone/soft/soft-transport.ts'), code: "import { routes } from '../../contract';" },
      { filename: at('src/phone/power-dialer/power-dialer-engine.ts'), code: "import type { ApiClient } from '@/src/contract/api';" },
      { filename: at('src/offscreen/phone-host.ts'), code: "import { createApiClient } from '../client/api-client';" },
      { filename: at('src/workspace/features/phone/components/CallLine.tsx'), code: "import type { PhoneCallView } from '@/src/phone/phone-state';" },
      { filename: at('src/workspace/features/tasks/hooks/useTaskCommands.ts'), code: "import { api } from '../../../session/api';" },
      { filename: at('src/domain/power-dialer/power-dialer-reducer.ts'), code: "import { RESULT } from '../phone/phone-constants';" },
      { filename: at('server/areas/telephony/sip.test.ts'), code: "import { keepRegistered } from '@/src/phone/soft/keep-registered';" },
      { filename: at('server/areas/telephony/simulated-carrier/sip-peer.ts'), code: "import { UserAgent } from 'sip.js';" },
    ],
    invalid: [
      // The phone depends on the domain, the contract and an injected API only.
      { filename: at('src/phone/pstn/pstn-transport.ts'), code: "import { createApiClient } from '../../client/api-client';", errors: [{ messageId: 'layer' }] },
      { filename: at('src/phone/offscreen-phone.ts'), code: "import type { Connection } from '../extension/messages';", errors: [{ messageId: 'layer' }] },
      { filename: at('src/phone/ringtone.ts'), code: "import { browser } from 'wxt/browser';", errors: [{ messageId: 'pkg' }] },
      // A component never reaches the API client, however the import is written.
      { filename: at('src/workspace/features/tasks/components/TaskFormModal.tsx'), code: "import { api } from '../../../session/api';", errors: [{ messageId: 'apiClient' }] },
      { filename: at('src/workspace/features/tasks/components/TaskFormModal.tsx'), code: "import { api } from '@/src/workspace/session/api';", errors: [{ messageId: 'apiClient' }] },
      { filename: at('src/workspace/shell/Navbar.tsx'), code: "import { createApiClient } from '@/src/client/api-client';", errors: [{ messageId: 'apiClient' }] },
      // The workspace reads the phone's wire, never its engine; it talks to the offscreen document by messages.
      { filename: at('src/workspace/features/phone/hooks/useDial.ts'), code: "import { createSoftTransport } from '@/src/phone/soft/soft-transport';", errors: [{ messageId: 'layer' }] },
      { filename: at('src/workspace/features/phone/hooks/useDial.ts'), code: "import { startOffscreenHost } from '@/src/offscreen/offscreen-host';", errors: [{ messageId: 'layer' }] },
      // The domain is pure; the server shares only the contract and the domain.
      { filename: at('src/domain/gauge.ts'), code: "import { useState } from 'react';", errors: [{ messageId: 'pkg' }] },
      { filename: at('src/domain/gauge.ts'), code: "import { api } from '../workspace/session/api';", errors: [{ messageId: 'layer' }] },
      { filename: at('server/areas/lists/list-service.ts'), code: "import { createApiClient } from '@/src/client/api-client';", errors: [{ messageId: 'layer' }] },
      { filename: at('src/contract/routes/lists.ts'), code: "export { phoneState } from '../../phone/phone-state';", errors: [{ messageId: 'layer' }] },
    ],
  });
});
