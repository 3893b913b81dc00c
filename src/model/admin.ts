/** The content editor (Decap CMS): its own page at /admin/, outside the site (no menus, sitemap or search). */
export const ADMIN_PATH = '/admin/';
