import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderModule, SiteData } from '../../shared/render-module';
import { injectPage } from './inject-html';

export interface PageRenderer {
  /** The full HTML document of `url`, rendered with `data`, which also goes into the page for hydration. */
  render(url: string, data: SiteData): Promise<string>;
}

/**
 * Renders pages with the server-render bundle the build made (dist/server/entry-server.js) into the
 * build's page template; undefined without a full build (the API alone, in tests).
 */
export function pageRenderer(distDir: string): PageRenderer | undefined {
  const serverDir = path.join(distDir, '..', 'server');
  const bundle = path.join(serverDir, 'entry-server.js');
  const templateFile = path.join(serverDir, 'template.html');
  if (!fs.existsSync(bundle) || !fs.existsSync(templateFile)) return undefined;
  const template = fs.readFileSync(templateFile, 'utf8');
  let entry: Promise<RenderModule> | undefined;
  return {
    async render(url, data) {
      const { render, siteDataScript } = await (entry ??= import(pathToFileURL(bundle).href) as Promise<RenderModule>);
      const { html, data: shown } = await render(url, data);
      return injectPage(template, html, siteDataScript(shown));
    },
  };
}
