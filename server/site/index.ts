export { injectPage } from './inject-html';
export { createLivePages } from './live-pages';
export { precompress } from './precompress';
export { prerenderedSite } from './serve-site';
export { robotsTxt, sitemapXml } from './sitemap';
export { staffLeadPages } from './staff-lead-pages';
export { pageRenderer, type PageRenderer } from './render-page';
