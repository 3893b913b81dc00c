import { addressLines } from '../../model/siteContentTypes';
import { loadSiteFiles } from './loadSiteFiles';

/** The company facts (content/site/company.yaml) for build-side code (the server gets them in the site manifest, src/build/siteManifest.ts); the browser's: src/model/siteContent.ts. */
export const company = loadSiteFiles().company;

export const formattedAddress = addressLines(company);
