import { atom } from 'jotai';

/** The outer height (px) of the power-dialer panel under the navbar; 0 when it is not shown. */
export const powerDialerHeightState = atom(0);
