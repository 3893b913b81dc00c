import type { WebService } from './types';

export const webServices: readonly WebService[] = [
  {
    type: 'mern-development',
    title: 'MERN Stack Development',
    icon: 'stack',
    summary:
      'Full-stack JavaScript applications built on MongoDB, Express, React and Node.js, from data model and API to a tested front end.',
    description:
      'Virtual IP engineers design and build MERN applications with one language across the browser, the API and the database layer. We model MongoDB collections around your real query patterns, write Express APIs with validation and tests, and ship React front ends that your own developers can maintain after handover.',
    keyBenefits: [
      'A single TypeScript codebase across client and server lets shared types and validation schemas catch contract mismatches before production.',
      'MongoDB schemas are designed around your access patterns, with indexes and aggregation pipelines tuned for the screens and reports people use.',
      'Express APIs ship with request validation, structured error handling and integration tests, so new features do not quietly break existing endpoints.',
      'Documented code, environment setup and architecture notes are handed to your team, so the application is not tied to our engineers after launch.',
    ],
    useCases: [
      'Patient intake and appointment scheduling portal for a multi-site physiotherapy clinic group, with separate views for front desk and clinicians.',
      'Freight quote and shipment tracking application for a regional logistics broker, replacing email threads and shared spreadsheets.',
      'Course enrollment and learner progress platform for a professional training provider delivering certification programs online.',
      'Field inspection app for a property management firm, where inspectors record findings and photos that sync to a central MongoDB database.',
    ],
  },
  {
    type: 'nextjs-websites',
    title: 'Next.js Websites',
    icon: 'globe',
    summary:
      'Fast, search-friendly marketing sites and web apps built with Next.js, mixing static generation and server rendering route by route.',
    description:
      'We build Next.js sites that choose the right rendering strategy for each route: static generation for marketing pages, incremental revalidation for content that changes daily, and server rendering where data must be fresh on every request. The result is quick first loads, crawlable HTML and a React codebase that grows from a brochure site into a full product.',
    keyBenefits: [
      'Static generation and incremental static regeneration serve most pages as prebuilt HTML from a CDN, keeping time to first byte low worldwide.',
      'Server-rendered HTML gives search engines and link previews the complete page content without waiting for client-side JavaScript to run.',
      'React Server Components and route-level code splitting cut the JavaScript sent to browsers, which helps mobile visitors on slower connections.',
      'Built-in image optimization, metadata APIs and middleware handle responsive images, Open Graph tags and locale redirects without extra plumbing.',
    ],
    useCases: [
      'Corporate website for a B2B manufacturer, with a product catalog statically generated from its PIM and rebuilt whenever specifications change.',
      'Multi-language marketing site for a SaaS vendor, with locale routing, regional pricing pages and a blog fed from a headless CMS.',
      'Property listing site for a real estate brokerage, server-rendering search results so each filtered view has its own indexable URL.',
      'Investor relations portal for a listed company, publishing filings and press releases that appear within seconds through on-demand revalidation.',
    ],
  },
  {
    type: 'api-integration',
    title: 'API Integration',
    icon: 'plug',
    summary:
      'Reliable connections between your applications and third-party platforms such as payment gateways, ERPs, CRMs and shipping carriers.',
    description:
      "Virtual IP connects your systems to the external services your business depends on, through REST, GraphQL, webhooks or file-based exchanges when that is all a partner offers. Integrations are built with retries, idempotency, rate-limit handling and logging, so a partner's outage becomes a queued job rather than lost data.",
    keyBenefits: [
      'Idempotent webhook handlers and retry queues prevent duplicate orders or payments when a provider resends an event or a request times out.',
      "Data mapping and validation layers translate between your records and each vendor's format, isolating the rest of your code from their API changes.",
      'Credentials are kept in a secrets manager, scoped to the least privilege each integration needs, and rotated without a redeploy.',
      'Structured logs and alerts on failed syncs show operations staff which records did not transfer, so they can be replayed once the cause is fixed.',
    ],
    useCases: [
      "Order flow between a Shopify storefront and a wholesaler's NetSuite ERP, syncing inventory, orders and fulfillment status in both directions.",
      'Payment and payout integration with Stripe Connect for a home services marketplace, including webhook handling for disputes and refunds.',
      'Carrier rate shopping and label generation for a 3PL warehouse, calling several shipping APIs and choosing the cheapest service per parcel.',
      "Lab results feed from a diagnostics provider into a clinic's patient portal, using HL7 FHIR resources over an authenticated REST interface.",
    ],
  },
  {
    type: 'database-management',
    title: 'Database Management',
    icon: 'database',
    summary:
      'Design, tuning and care of PostgreSQL, MySQL and MongoDB databases, covering schemas, indexing, backups, replication and migrations.',
    description:
      'We design schemas, tune queries and run the operational side of production databases, whether self-managed or on services such as Amazon RDS, Cloud SQL or MongoDB Atlas. The work includes indexing from real query plans, tested backup and restore, replication for availability, and schema migrations that run without taking the application offline.',
    keyBenefits: [
      'Slow queries are traced through query plans and database statistics, then fixed with indexes, rewrites or schema changes rather than bigger servers.',
      'Point-in-time recovery is configured and restore drills are run on a schedule, so backups are proven usable before you ever need them.',
      'Expand-and-contract migrations applied through versioned scripts let schema changes ship with code without locking busy tables for long periods.',
      'Read replicas, connection pooling and failover settings are sized to your traffic, reducing both outage risk and load on the primary database.',
    ],
    useCases: [
      'PostgreSQL tuning for a fintech lending platform whose loan-approval queries slowed as its applications table outgrew the original indexes.',
      "Migration of a logistics company's on-premises SQL Server database to Amazon RDS for PostgreSQL, with data validation and a planned cutover.",
      'MongoDB Atlas sharding and index review for a digital media publisher storing high-volume article engagement events.',
      'Encrypted backups, audit logging and access controls for a healthcare billing database holding claims data subject to HIPAA requirements.',
    ],
  },
  {
    type: 'admin-dashboards',
    title: 'Admin Dashboards',
    icon: 'dashboard',
    summary:
      'Internal admin panels and back-office tools that let staff manage records, approve workflows and view operational data in one place.',
    description:
      'Virtual IP builds admin dashboards for the people who run your business day to day: support agents, operations managers and finance teams. We pair data tables, search and bulk actions with role-based permissions and an audit trail, replacing direct database edits and shared spreadsheets with a controlled interface.',
    keyBenefits: [
      'Role-based access means each staff member sees and edits only the records and actions their job requires, from read-only viewers to full admins.',
      'Audit logs record who changed what and when, giving compliance reviewers and managers a traceable history of every sensitive edit.',
      'Server-side pagination, filtering and bulk actions keep tables responsive when operations teams work through thousands of records a day.',
      'Approval queues and status workflows turn manual email sign-offs into tracked steps with assignees, deadlines and notifications.',
    ],
    useCases: [
      'Back-office console for a subscription box company, where support staff issue refunds, pause plans and correct shipping addresses.',
      'Content moderation dashboard for an online marketplace, with queues for flagged listings, reviewer notes and seller suspension controls.',
      'Claims review panel for an insurance agency that routes submissions to adjusters and records each decision with its supporting documents.',
      'Fleet operations dashboard for a delivery company, showing vehicle status, driver assignments and maintenance schedules on one screen.',
    ],
  },
  {
    type: 'microservices-architecture',
    title: 'Microservices Architecture',
    icon: 'cubes',
    summary:
      'Service boundaries, contracts and observability for systems split into independently deployable services, or monoliths being broken apart.',
    description:
      'We help teams decide where service boundaries belong, then build services that deploy independently and communicate through well-defined APIs or message queues. Migration away from a monolith happens incrementally using the strangler fig pattern, and every service ships with tracing, health checks and its own CI/CD pipeline.',
    keyBenefits: [
      "Boundaries drawn around business domains reduce coordination between teams, so one team's release does not have to wait on another's.",
      'Asynchronous messaging through Kafka, RabbitMQ or SQS decouples services, letting slow downstream systems absorb spikes without failing requests.',
      'Distributed tracing with OpenTelemetry follows a request across services, shortening the search for where latency or errors originate.',
      'Incremental extraction from an existing monolith keeps the product running and shipping features for the whole length of the migration.',
    ],
    useCases: [
      'Separating payments, catalog and order services from a retail monolith, so a checkout change no longer means redeploying the whole platform.',
      'Event-driven claims processing for an insurer, where intake, fraud screening and payout services react to events on a shared message bus.',
      'Telematics ingestion pipeline for a fleet management provider, scaling the ingest service independently of reporting and billing.',
      'Multi-tenant HR software platform with tenant provisioning, payroll export and notifications running as separate services on Kubernetes.',
    ],
  },
  {
    type: 'ecommerce-solutions',
    title: 'E-commerce Solutions',
    icon: 'cart',
    summary:
      'Online stores and B2B ordering portals on Shopify, headless commerce or custom stacks, with payments, catalog and fulfillment connected.',
    description:
      'Virtual IP builds commerce sites that fit how you actually sell, from a themed Shopify store to a headless front end over a commerce API or a custom B2B ordering portal. We integrate payments, tax, inventory and shipping, and we keep checkout fast and accessible, because that is where friction costs the most sales.',
    keyBenefits: [
      'Payment flows built on PCI DSS validated providers such as Stripe or Adyen keep raw card data off your servers and shrink your compliance scope.',
      'Headless architectures let marketing teams change storefront content quickly while the commerce engine keeps handling pricing, carts and orders.',
      'Inventory and order sync with your ERP or warehouse system reduces overselling and the manual re-keying of orders by fulfillment staff.',
      'Customer-specific price lists, quote requests and purchase order checkout serve B2B buyers who do not pay by card when they order.',
    ],
    useCases: [
      'Direct-to-consumer store for a specialty coffee roaster, offering recurring subscriptions, gift cards and local delivery time slots.',
      'B2B reorder portal for an industrial parts distributor, where account customers see contract pricing and reorder from past invoices.',
      "Headless storefront for a fashion retailer, built with Next.js over Shopify's Storefront API and with seasonal lookbooks managed in a CMS.",
      'Ticketing and merchandise shop for a regional sports league, handling seat selection, timed releases and traffic peaks on match days.',
    ],
  },
  {
    type: 'realtime-apps',
    title: 'Real-Time Applications',
    icon: 'bolt',
    summary:
      'Live dashboards, collaborative tools and tracking views that push updates to users the moment data changes, over WebSockets or SSE.',
    description:
      'We build applications where data must reach users as soon as it changes, using WebSockets, server-sent events or managed real-time services depending on message direction and scale. Designs account for reconnection, message ordering and horizontal scaling through a pub/sub layer such as Redis, so live features keep working as traffic grows or servers restart.',
    keyBenefits: [
      'Persistent WebSocket connections remove polling overhead and deliver updates to the browser within moments of the underlying event.',
      'Redis pub/sub or a managed broker fans messages out across server instances, so live features scale horizontally behind a load balancer.',
      'Automatic reconnection with missed-message replay keeps clients consistent after mobile network drops or server deployments.',
      "Presence indicators and conflict handling support collaborative editing without users overwriting each other's changes.",
    ],
    useCases: [
      'Live dispatch board for a roadside assistance company, updating driver locations and job status for coordinators without page refreshes.',
      'Real-time bidding for an online vehicle auction platform, where every bidder sees the current price and countdown in sync.',
      "Trading desk dashboard for a commodity broker, streaming price feeds and order fills to traders' screens as they occur.",
      "Shared scheduling board for a hospital's surgical department, reflecting changes to operating room slots for every user immediately.",
    ],
  },
  {
    type: 'auth-systems',
    title: 'Authentication Systems',
    icon: 'key',
    summary:
      'Login, single sign-on and identity flows built on OAuth 2.0 and OpenID Connect, with passkeys, multi-factor authentication and safe sessions.',
    description:
      'Virtual IP designs and implements how users prove who they are in your applications, from email sign-up to enterprise single sign-on. We build on standard protocols such as OAuth 2.0, OpenID Connect and SAML, add passkeys and multi-factor authentication, and handle the session lifecycle, account recovery and identity provider integration.',
    keyBenefits: [
      'Single sign-on through OpenID Connect or SAML lets enterprise customers sign in with their Microsoft Entra ID, Okta or Google Workspace accounts.',
      'Passkeys built on WebAuthn give users phishing-resistant sign-in with a fingerprint, face scan or device PIN instead of a reusable password.',
      'Multi-factor authentication uses authenticator apps or security keys, with step-up prompts reserved for sensitive actions to limit friction.',
      'Sessions use secure HttpOnly cookies, refresh token rotation and remote sign-out across devices when an account may be compromised.',
    ],
    useCases: [
      'Enterprise SSO and SCIM user provisioning for a B2B analytics vendor whose customers require central control of user identities.',
      "Passkey sign-in for a credit union's online banking portal, reducing members' reliance on SMS one-time codes.",
      'Patient portal login for a telehealth provider, combining email verification, MFA and caregiver proxy access to family accounts.',
      "Unified customer identity across a retailer's web store, mobile app and loyalty program, replacing three separate login databases.",
    ],
  },
  {
    type: 'performance-optimization',
    title: 'Performance Optimization',
    icon: 'gauge',
    summary:
      'Measured speed improvements for slow sites and applications, targeting Core Web Vitals, server response times and database bottlenecks.',
    description:
      'We start with field data from real users and lab profiling, then fix what is actually slowing pages down: render-blocking resources, oversized JavaScript bundles, unoptimized images, slow API calls or inefficient queries. Progress is tracked against Core Web Vitals (LCP, INP and CLS) and server-side timings, so every change has a before-and-after measurement.',
    keyBenefits: [
      'Largest Contentful Paint improves by prioritizing the hero image or text, preloading critical assets and removing render-blocking scripts.',
      'Interaction to Next Paint drops when long JavaScript tasks are broken up, third-party tags are deferred and unnecessary hydration is trimmed.',
      'Cumulative Layout Shift is addressed by reserving space for images, ads and embeds and by loading web fonts without shifting content.',
      'Backend profiling uncovers N+1 queries, missing caches and chatty API calls that inflate server response times under real load.',
    ],
    useCases: [
      'Category page rework for an online furniture retailer whose mobile shoppers waited on slow, image-heavy product listings.',
      'Responsiveness fixes for a news publisher whose article pages became sluggish to interact with as ad and analytics scripts accumulated.',
      'API latency reduction for a SaaS scheduling tool, adding Redis caching and query fixes to its busiest calendar endpoints.',
      'Core Web Vitals remediation for a travel booking site ahead of a seasonal campaign, with monitoring to catch regressions after each release.',
    ],
  },
  {
    type: 'pwa-development',
    title: 'PWA Development',
    icon: 'phone',
    summary:
      'Progressive web apps that install to the home screen, keep working offline through service workers and send push notifications.',
    description:
      'Virtual IP builds progressive web apps that give users an app-like experience from a single web codebase, without an app store release for every update. Service workers cache the app shell and key data for offline use, a web app manifest makes the app installable, and queued changes are sent once the device reconnects.',
    keyBenefits: [
      'Service worker caching strategies keep core screens available offline and make repeat visits load quickly on unreliable mobile networks.',
      'Edits made offline are stored in IndexedDB and submitted automatically when the connection returns, so field staff do not lose their work.',
      'One codebase serves desktop, Android and iOS users, and updates reach everyone on their next visit without an app store review cycle.',
      'Web push notifications bring users back for time-sensitive events, including on iOS for web apps added to the home screen.',
    ],
    useCases: [
      'Offline-capable inspection checklist for a construction safety consultancy whose inspectors often work in basements with no signal.',
      'Table ordering app for a restaurant group, opened from a QR code and reusing the same menu data that powers its website.',
      'Route and proof-of-delivery app for a regional courier, capturing signatures and photos offline and syncing them back at the depot.',
      'Member app for a fitness studio chain with class booking, waitlist alerts through push notifications and digital membership cards.',
    ],
  },
  {
    type: 'seo-optimization',
    title: 'SEO Optimization',
    icon: 'search',
    summary:
      'Technical SEO for web applications: crawlability, rendering, structured data, site architecture and page speed that search engines reward.',
    description:
      'We fix the technical reasons pages fail to get indexed or rank, working in the codebase rather than only handing over a report. That means server-rendered or prerendered HTML, clean URL structures, canonical tags, XML sitemaps, schema.org structured data and internal linking, verified against Google Search Console data after each release.',
    keyBenefits: [
      'Rendering audits confirm that content from JavaScript frameworks is present in the HTML crawlers receive, not hidden behind client-side fetches.',
      'Canonical tags, hreflang annotations and parameter handling stop duplicate pages from splitting ranking signals across URL variants.',
      'Structured data for products, articles, events and local businesses makes pages eligible for rich results and clarifies their content.',
      'Redirect maps and pre-launch crawls protect existing search visibility during site migrations, redesigns and domain changes.',
    ],
    useCases: [
      'Indexing fix for an online retailer whose single-page React storefront was serving empty product pages to search engine crawlers.',
      'Domain consolidation for a law firm merging several practice-area sites into one, with page-level redirects preserving years of earned links.',
      'Local SEO structure for a multi-location dental group, giving each office its own page with LocalBusiness structured data.',
      'Hreflang and international URL setup for a software company publishing its documentation in English, German and Japanese.',
    ],
  },
  {
    type: 'deployment-services',
    title: 'Deployment Services',
    icon: 'rocket',
    summary:
      'CI/CD pipelines, infrastructure as code and cloud hosting setups that let your team release often, with a tested rollback path ready.',
    description:
      'Virtual IP sets up the path from a merged pull request to production: automated builds and tests, container images, infrastructure defined in Terraform or similar tools, and deployment strategies that limit the impact of a bad release. We work on AWS, Azure, Google Cloud and platforms such as Vercel, and document everything so your team can operate it.',
    keyBenefits: [
      'CI/CD pipelines in GitHub Actions or GitLab CI run tests, security scans and builds on every change and block merges that break the build.',
      'Infrastructure as code with Terraform makes environments reproducible, reviewable in pull requests and rebuildable after an incident.',
      'Blue-green and canary deployments send a slice of traffic to new releases first, with quick rollback if error rates or latency rise.',
      'Preview environments for each pull request let product owners and testers check changes on a live URL before anything is merged.',
    ],
    useCases: [
      'Moving a SaaS startup from manual FTP uploads to containerized deployments on AWS ECS, with automated tests and one-step rollback.',
      "Terraform modules for an insurance broker's Azure estate, giving development, staging and production identical configuration.",
      'Kubernetes release pipeline for a healthtech company, with Helm charts, canary releases and audit trails for regulated change control.',
      "Vercel preview deployments for a marketing agency's client sites, so account managers can approve changes before they go live.",
    ],
  },
  {
    type: 'custom-crm',
    title: 'Custom CRM Development',
    icon: 'users',
    summary:
      "CRM systems built around your sales, service and account management process, instead of a generic product's fixed workflow.",
    description:
      'When an off-the-shelf CRM needs heavy customization or charges per seat for features you never use, we build one around how your team actually sells and serves customers. Typical scope covers contact and account records, pipelines, activity tracking, email and calendar integration, and reporting, with data you own and can export.',
    keyBenefits: [
      'Pipelines, fields and stages are modeled on your real sales process, so reps record deals the way they already discuss them in reviews.',
      'Email and calendar sync through Microsoft Graph or the Gmail API logs customer conversations against the right account automatically.',
      "Integrations with billing, support and marketing tools give account managers a single view of each customer's history.",
      'Full ownership of the data model and database removes per-seat license fees and export restrictions when your needs change.',
    ],
    useCases: [
      'Broker CRM for a commercial real estate firm, tracking properties, tenants, lease expiries and deal commissions in one system.',
      'Donor management system for a nonprofit foundation, recording gifts, pledges, grant applications and acknowledgment letters.',
      'Dealer relationship CRM for an agricultural equipment manufacturer, managing sales territories, dealer orders and warranty claims.',
      'Referral tracker for a specialty medical practice, following each patient referral from the referring physician to a booked appointment.',
    ],
  },
  {
    type: 'ui-ux-design',
    title: 'UI/UX Design',
    icon: 'palette',
    summary:
      'User research, wireframes, prototypes and design systems that make web applications easier to learn, faster to use and accessible.',
    description:
      'Virtual IP designers work alongside the engineers who will build the product, so designs reflect what the platform can do and arrive ready for development. We run user interviews and usability tests, produce wireframes and interactive prototypes in Figma, and deliver component-based design systems that follow WCAG 2.2 accessibility guidelines.',
    keyBenefits: [
      'Usability testing with real users on clickable prototypes catches confusing flows before development time is spent building them.',
      'Design systems with documented components and design tokens keep screens consistent and speed up delivery of new features.',
      'Accessibility is built in from the start, including color contrast, keyboard navigation and screen reader labels aligned with WCAG 2.2 AA.',
      'Developer-ready handoff in Figma with specs, interaction states and responsive breakpoints cuts back-and-forth during implementation.',
    ],
    useCases: [
      'Redesign of a claims submission portal for a health insurer, simplifying a long multi-page form that members often abandoned.',
      'Design system for a fintech company with several product teams, unifying buttons, forms and data tables across its web apps.',
      'Onboarding flow for a B2B payroll product, guiding new administrators through company setup and their first payroll run.',
      "Accessibility-focused redesign of a public library's catalog and event booking site, used by patrons with a wide range of abilities.",
    ],
  },
  {
    type: 'chat-messaging',
    title: 'Chat & Messaging Apps',
    icon: 'chat',
    summary:
      'In-app chat, group messaging and customer support inboxes with read receipts, file sharing, moderation tools and searchable history.',
    description:
      'Virtual IP builds messaging into web and mobile products, from one-to-one chat between buyers and sellers to team channels and support inboxes. We handle persistent history, read receipts, attachments, push notifications and moderation, and help you choose between a self-built WebSocket backend and a managed messaging service.',
    keyBenefits: [
      'Message persistence with pagination and search lets users scroll back through long conversations and find earlier attachments quickly.',
      'Delivery and read receipts, typing indicators and unread counts keep conversations feeling responsive across web and mobile clients.',
      'Reporting, blocking, keyword filters and admin review queues help keep community and marketplace conversations safe and on topic.',
      'Attachments go to object storage with malware scanning and signed URLs, so files are shared without exposing your storage bucket.',
    ],
    useCases: [
      'Buyer-seller messaging for a used equipment marketplace, with offers negotiated in the chat and contact details masked until a sale.',
      'Secure messaging between patients and care teams for a telehealth provider, with retention settings suited to clinical records.',
      'Support inbox for a software company that routes website chats to agents by product area and hands conversations over between shifts.',
      'Team channels and direct messages inside a construction project management app, linking each conversation to specific jobs and drawings.',
    ],
  },
  {
    type: 'security-auth',
    title: 'Security & Authentication',
    icon: 'shield',
    summary:
      'Application security hardening: OWASP Top 10 review, authorization checks, secure headers, secrets handling and dependency scanning.',
    description:
      'This service hardens the application around your login rather than the login itself. Virtual IP engineers review code and configuration against the OWASP Top 10, fix broken access control and injection flaws, tighten HTTP security headers, move secrets out of source code and add dependency scanning to your build pipeline.',
    keyBenefits: [
      'Authorization is enforced on the server for every object and action, closing the broken access control flaws that lead the OWASP Top 10.',
      'Content Security Policy, HSTS and related headers are configured to reduce the impact of cross-site scripting, clickjacking and downgrade attacks.',
      'Secrets move from code and environment files into a vault such as AWS Secrets Manager or HashiCorp Vault, with access logged and rotation scheduled.',
      'Dependency and container image scanning in CI flags known vulnerable packages, with triage so developers fix the issues that are reachable.',
    ],
    useCases: [
      'Pre-launch security review of a fintech budgeting app, checking that every API endpoint verifies the caller owns the account data it returns.',
      "Removal of hard-coded API keys from a logistics company's repositories, with leaked keys revoked and replaced through a managed vault.",
      "Security header and cookie hardening for a school district's parent portal ahead of an external penetration test.",
      'Software composition analysis and a patching workflow for an e-commerce platform that depends on hundreds of npm packages.',
    ],
  },
  {
    type: 'cms-solutions',
    title: 'CMS Solutions',
    icon: 'file',
    summary:
      'Content management on headless CMSs or WordPress, modeled so editors can publish pages, articles and media without developer help.',
    description:
      'We implement content management systems that match how your editors work, typically a headless CMS such as Contentful, Sanity or Strapi feeding a Next.js front end, or WordPress where its plugin ecosystem fits better. Content models, editorial roles, preview and publishing workflows are designed with your content team rather than left on default settings.',
    keyBenefits: [
      'Structured content models separate text, media and metadata, so the same content can be published to the website, an app and email.',
      'Live preview and scheduled publishing let editors see exactly how a page will look and time its release without asking a developer.',
      'Editorial roles and approval workflows control who drafts, reviews and publishes, which matters for legal, medical or financial content.',
      'Migration scripts move existing pages, images and redirects from the old platform, preserving URLs and clearing out outdated entries.',
    ],
    useCases: [
      'Headless CMS for a university admissions office, letting each department maintain its program pages within a shared design system.',
      'Newsroom publishing workflow for a trade magazine, with drafts, editor review, embargoed releases and syndication to partner sites.',
      'Multi-brand content hub for a consumer goods company managing product stories and campaign pages for several brands across regions.',
      'WordPress rebuild for a regional hospital, giving communications staff controlled templates for service pages, doctor profiles and news.',
    ],
  },
  {
    type: 'analytics-reporting',
    title: 'Analytics & Reporting',
    icon: 'chart',
    summary:
      'Event tracking, data pipelines and reporting dashboards that turn application and business data into metrics your teams can trust.',
    description:
      'Virtual IP instruments your product and connects operational data to reporting that people actually use. We define a tracking plan, capture events with tools such as GA4, Segment or PostHog, load data into a warehouse like BigQuery or Snowflake, and build dashboards on shared metric definitions so finance, product and sales see the same numbers.',
    keyBenefits: [
      'A documented tracking plan defines each event and property once, so product analytics stay consistent as new features ship.',
      'Data pipelines consolidate application databases, payment systems and marketing tools into one warehouse for cross-source reporting.',
      'Metric definitions kept as version-controlled dbt models give every dashboard the same meaning for revenue, churn and activation.',
      'Consent-aware tracking gates analytics scripts behind cookie choices, supporting privacy obligations under regulations such as GDPR.',
    ],
    useCases: [
      'Funnel and retention analysis for a meal kit subscription company, showing where trial users drop off between signup and first delivery.',
      'Operations reporting for a staffing agency, combining timesheets, placements and invoices into weekly margin dashboards by client.',
      'Embedded customer-facing reports in a property management SaaS product, showing landlords occupancy, rent collection and repair costs.',
      "Executive KPI dashboard for a regional bank's digital channels, tracking account openings, application completion and support contacts.",
    ],
  },
];
