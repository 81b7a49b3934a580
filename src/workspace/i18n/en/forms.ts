/** English texts every form's error area shares. */
export const formsEn = { forms: { fixMarked: 'Correct the marked fields and save again.', notSaved: 'Nothing was saved; what you typed is still here. Try again.' } } as const;
