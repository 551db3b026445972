/** The content API's version and the local content API's names, for the site, the build and the local backend. */
export const API_VERSION = '2025-02-19'
export const LOCAL_API_PATH = '/__content'
export const LOCAL_PROJECT_ID = 'local'
export const LOCAL_DATASET = 'production'
