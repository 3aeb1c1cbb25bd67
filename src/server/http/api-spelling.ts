const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;
const API_SEGMENT = /^api(?![a-z0-9])/i;

/**
 * Whether a request-target that the router matched to no route is some spelling of an /api path:
 * `/API/x`, `//api/x`, `/%2561pi/x`, `http://host//api/x`, `/./api/x`, `/api/x/`, `/api;x`. Such
 * requests count against the API's limit and get the API's headers, like the path they imitate;
 * the router's own spellings of a real route (`/%61pi/x`, absolute-form) never get here, they
 * match the route. Only unmatched requests pay for this.
 */
export function spelledAsApi(target: string): boolean {
  let path = target.replace(ABSOLUTE_FORM, '');
  const end = path.search(/[?#]/);
  if (end !== -1) path = path.slice(0, end);
  // Decoded a few times over: double-encoding (`%2561`) is no way around the API's limit.
  for (let round = 0; round < 3 && path.includes('%'); round += 1) {
    try {
      path = decodeURIComponent(path);
    } catch {
      break;
    }
  }
  for (const segment of path.split(/[/\\]/)) {
    if (segment === '' || segment === '.' || segment === '..') continue;
    return API_SEGMENT.test(segment);
  }
  return false;
}
