import { mountWorkspace } from '../../src/workspace/mount';

mountWorkspace(document.getElementById('root'));
