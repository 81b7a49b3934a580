const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The simulated org's "Allow Access?" page: the request's parameters go back with the user's decision. */
export function authorizePage(params: URLSearchParams, user: { displayName: string; username: string }): string {
  const hidden = [...params].map(([k, v]) => `<input type="hidden" name="${escape(k)}" value="${escape(v)}">`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Allow Access? | Simulated Salesforce</title></head>
<body style="font-family: sans-serif; max-width: 32rem; margin: 4rem auto">
<p><strong>Simulated Salesforce</strong> (a stand-in org run by the Dialworks server, not Salesforce)</p>
<h1>Allow Access?</h1>
<p>Dialworks is asking to access your data and manage it at any time, as <strong>${escape(user.displayName)}</strong> (${escape(user.username)}).</p>
<form method="post" action="/services/oauth2/authorize">${hidden}
<button type="submit" name="decision" value="deny">Deny</button>
<button type="submit" name="decision" value="allow">Allow</button>
</form></body></html>`;
}

export function oauthErrorPage(error: string, description: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Error | Simulated Salesforce</title></head>
<body style="font-family: sans-serif; max-width: 32rem; margin: 4rem auto"><p><strong>Simulated Salesforce</strong></p>
<h1>OAuth Error</h1><p>error=${escape(error)}</p><p>error_description=${escape(description)}</p></body></html>`;
}
