import { createCountedRooms } from './counted-rooms';
import type { UpdatesSocket } from '../client/updates-socket';

/** The offscreen side of area rooms on /updates (sms/{threadId}), counted per viewer. */
export const createUpdatesRooms = () => createCountedRooms<UpdatesSocket>();
