import { index, route, type RouteConfig } from '@react-router/dev/routes'

// The spec's route table. Unknown paths fall to the splat route: CMS pages
// (such as /agents/partner and /insurers-hub) or the Not Found page.
export default [
  index('routes/home.tsx'),
  route('port-call-compliance', 'routes/port-call-compliance.tsx'),
  route('fleet-retainer', 'routes/fleet-retainer.tsx'),
  // /case-studies, then /case-studies/page/2 and on (one route: every route with a loader must
  // have a prerendered page, and a site may have one page of case studies only).
  route('case-studies/page?/:page?', 'routes/case-studies.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('about', 'routes/about.tsx'),
  route('management', 'routes/management.tsx'),
  route('insurance/financial-security', 'routes/financial-security.tsx'),
  route('response/salvage-osr', 'routes/salvage-osr.tsx'),
  route('ports', 'routes/ports.tsx'),
  route('ports/:portSlug', 'routes/port.tsx'),
  route('docs/dgs-msn05-2025', 'routes/docs/dgs-msn05-2025.tsx'),
  route('docs/compliance-pack', 'routes/docs/compliance-pack.tsx'),
  route('docs/sla-schedule', 'routes/docs/sla-schedule.tsx'),
  route('docs/financial-security-evidence', 'routes/docs/financial-security-evidence.tsx'),
  route('email-confirmation', 'routes/email-confirmation.tsx', { id: 'email-confirmation' }),
  route('confirm', 'routes/email-confirmation.tsx', { id: 'confirm' }),
  route('email-preferences', 'routes/email-preferences.tsx'),
  route('unsubscribe', 'routes/unsubscribe.tsx'),
  route('*', 'routes/page.tsx'),
] satisfies RouteConfig
