/** Every GROQ query of the site, written once with defineQuery and typed by Sanity TypeGen. */
export * from './site'
export * from './home'
export * from './port'
export * from './page'
export * from './email-pages'
