import { startOffscreenHost } from '../../src/offscreen/offscreen-host';

startOffscreenHost();
