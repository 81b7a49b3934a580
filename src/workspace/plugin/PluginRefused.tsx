/**
 * What the frame shows where it may not run. Plain markup, no workspace: nothing of the user's data
 * loads in a page that is not one of their CRM sites.
 */
const TEXTS = { notCrmSite: 'Dialworks is not set up for this site. Add it under Settings > CRM sites.', noAnswer: 'Dialworks could not connect to this page. Reload the page to try again.' } as const;

export function PluginRefused({ reason }: { reason: keyof typeof TEXTS }) {
  return (
    <p data-testid="plugin-refused" data-reason={reason} style={{ font: '14px system-ui, sans-serif', padding: 12, margin: 0 }}>
      {TEXTS[reason]}
    </p>
  );
}
