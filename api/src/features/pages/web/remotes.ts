import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DEFAULT_BRAND_CODE, isBrandCode } from '@cards/shared/brand';
import { isRemoteFolder, readRemotesFileFresh, versionPattern } from '../remotes/store.ts';
import { remotesList } from '../page-assets.ts';
import { immutable, isSourceMap } from './built-files.ts';
import { companyQuery } from '../../../platform/request-brand.ts';

// Published remote bundles and the manifest that tells the shell which version of each to load.

const remoteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const remotesRoot = path.join(app.config.varDir, 'remotes');
  // On a CDN the entries are absolute; remote chunks load relative to their entry (publicPath 'auto').
  const base = app.config.remotesBaseUrl ?? '/remotes';

  // GET /remotes.json?company=<brand>: the brand's remotes (its pins, else the default set). Never cached,
  // so a publish, pin or rollback is live on the next page load.
  app.get('/remotes.json', {
    schema: { querystring: Type.Object({ company: Type.Optional(Type.String({ maxLength: 40 })) }) },
  }, async (request, reply) => {
    const asked = companyQuery(request);
    const company = isBrandCode(asked) ? asked : DEFAULT_BRAND_CODE;
    const list = remotesList(await readRemotesFileFresh(app.config.varDir), company, base);
    reply.header('cache-control', 'no-store');
    return list;
  });

  // GET /remotes/{folder}/{version}/…: files of one published build.
  app.get('/remotes/:folder/:version/*', {
    schema: { params: Type.Object({ folder: Type.String(), version: Type.String(), '*': Type.String() }) },
  }, async (request, reply) => {
    const { folder, version } = request.params;
    const rest = request.params['*'];
    const segments = rest.split('/');
    if (!isRemoteFolder(folder) || !versionPattern.test(version) || !rest
      || segments.some((s) => s === '' || s === '.' || s === '..' || s.includes('\\') || s.includes('\0'))
      || isSourceMap(rest)) {
      return reply.callNotFound();
    }
    // A published version's folder never changes (ops publish refuses other files under a version it has), so
    // even its manifest and entry are immutable: the version in the path is what /remotes.json moves.
    reply.header('cache-control', immutable);
    return reply.sendFile(`${folder}/${version}/${rest}`, remotesRoot, { cacheControl: false });
  });
};

export default remoteRoutes;
