import { mountPlugin } from '../../src/workspace/plugin/mountPlugin';

void mountPlugin(document.getElementById('root'));
