/** Spec 3 section 8: the alerts a settings form shows after a save. */
export const SETTINGS_SAVED = 'Settings saved successfully';
export const SETTING_SAVE_FAILED = 'Unable to save setting.';
