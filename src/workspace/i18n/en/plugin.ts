/** English texts of the plugin frame and the CRM sites settings (issue texts; the spec names none). */
export const pluginEn = {
  plugin: {
    collapse: 'Collapse Dialworks',
    expand: 'Expand Dialworks',
    onThisPage: 'On this page: {{name}}',
    noMatch: 'No contact matches this page.',
    lookupFailed: 'Could not look up the contact of this page.',
    instanceMismatch: 'This site is set for {{instance}}, but you are signed in to {{current}}.',
    sites: {
      title: 'CRM sites',
      help: 'On these sites the workspace docks into the page, with the phone and the power dialer. It pops the contact of the record you open.',
      site: 'Site',
      sitePlaceholder: 'crm.example.com',
      recordPattern: 'Record id in the address (optional)',
      recordPatternHelp: 'A regular expression whose first group is the record id, e.g. /records/(\\w+)',
      add: 'Add site',
      remove: 'Remove',
      none: 'No CRM sites yet.',
      instance: 'Instance: {{instance}}',
      invalidSite: 'Enter a site such as crm.example.com or https://crm.example.com.',
      invalidPattern: 'This is not a valid regular expression.',
      patternNoGroup: 'The expression needs a group in parentheses around the record id.',
      permissionDenied: 'Access to {{site}} was not granted, so the workspace cannot dock there.',
      added: '{{site}} added. Open or reload a page of it to see the workspace.',
      notSignedIn: 'Sign in first: a CRM site belongs to the instance you are signed in to.',
    },
  },
} as const;
