import { paths } from '#app/config/paths';

/** The route the hidden renewal frame loads, under the page's origin. */
export const silentCallbackPath = paths.silentCallback.href({});
