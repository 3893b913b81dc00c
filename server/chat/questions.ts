/**
 * Test questions for the offline chat assistant: what visitors type (casual, sometimes misspelt
 * or abbreviated) and which page(s) the answer should link to. Every service question is
 * answerable from the site's content; intent questions (greeting, thanks, contact, hours,
 * location, pricing, out-of-scope) are handled by the assistant's fixed replies.
 */
export interface ChatQuestion {
  /** What a visitor types: casual, sometimes misspelt or abbreviated. */
  question: string;
  /** Site-relative paths of which at least ONE must appear among the answer's links. */
  expect: readonly string[];
  /** Optional: intent the answer should handle: 'greeting' | 'thanks' | 'contact' | 'hours' | 'location' | 'pricing' | 'out-of-scope'. */
  intent?: 'greeting' | 'thanks' | 'contact' | 'hours' | 'location' | 'pricing' | 'out-of-scope';
  /** Optional: the page FAQ (its question) whose answer the reply must give. */
  faq?: string;
}

/** A conversation in one session: each turn as a visitor types it, and what its answer must give. */
export type ChatConversation = readonly ChatQuestion[];

export const chatQuestions: readonly ChatQuestion[] = [
  // Cybersecurity (14)
  { question: 'do u do pen testing?', expect: ['/services/vapt'] },
  { question: 'vulnerabilty scan for our web app', expect: ['/services/vapt'] },
  { question: 'can you pentest our ios and android apps', expect: ['/services/vapt'] },
  { question: 'what cybersecurity services do you offer', expect: ['/services/cyber-services'] },
  { question: 'can someone review our source code for security bugs', expect: ['/services/source-code-review'] },
  { question: 'we think api keys got committed to our repo, can u audit the code', expect: ['/services/source-code-review'] },
  { question: 'is our aws account set up securely? need a cloud security review', expect: ['/services/cloud-security'] },
  { question: 'how do we check if our suppliers are secure before signing', expect: ['/services/third-party-risk'] },
  { question: '3rd party vendor risk mgmt', expect: ['/services/third-party-risk'] },
  { question: 'we got hacked, do you do incident response??', expect: ['/services/cyber-defense'] },
  { question: 'can you run a tabletop exercise for our team', expect: ['/services/cyber-defense'] },
  { question: 'risk assesment for our company', expect: ['/services/risk-assessment'] },
  { question: 'we need a risk register and treatment plan for our auditors', expect: ['/services/risk-assessment'] },
  { question: 'firewall rules and network segmentation review', expect: ['/services/network-security'] },

  // Compliance (14)
  { question: 'soc2 readiness', expect: ['/compliance/soc2'] },
  { question: 'need help with gdrp', expect: ['/compliance/gdpr'] },
  { question: 'iso 27k certification help', expect: ['/compliance/iso-27001'] },
  { question: 'pci compliance for our online store', expect: ['/compliance/pci-dss'] },
  { question: 'hippa risk analysis for a small clinic', expect: ['/compliance/hipaa'] },
  { question: 'HITECH breach notification and business associates', expect: ['/compliance/hitech', '/compliance/hipaa'] },
  { question: 'we are a dod contractor and need cmmc level 2', expect: ['/compliance/cmmc'] },
  { question: 'fedramp authorization for our saas product', expect: ['/compliance/fedramp'] },
  { question: 'align our security program with nist csf 2.0', expect: ['/compliance/nist'] },
  { question: 'how do we start with the cis controls v8', expect: ['/compliance/cis'] },
  { question: 'itar technical data access control', expect: ['/compliance/itar'] },
  { question: 'iso 42001 for our ai products', expect: ['/compliance/iso-42001'] },
  { question: 'IT governance with cobit 2019', expect: ['/compliance/cobit'] },
  { question: 'fisma ATO for a federal agency system', expect: ['/compliance/fisma'] },

  // AI (10)
  { question: 'can you build a chat bot for our website', expect: ['/ai-services/chatbots-virtual-assistants'] },
  { question: 'what kind of ai stuff do you guys do', expect: ['/ai-services'] },
  { question: 'demand forcasting for our retail stores', expect: ['/ai-services/demand-forecasting', '/ai-services/predictive-analytics'] },
  { question: 'predict which customers will churn', expect: ['/ai-services/predictive-analytics', '/ai-services/customer-behavior-modeling'] },
  { question: 'fraud detection for card transactions', expect: ['/ai-services/fraud-detection'] },
  { question: 'auto translate our support articles into spanish and german', expect: ['/ai-services/multi-lingual-translation'] },
  { question: 'computer vision to spot defects on the production line', expect: ['/ai-services/vision-ai'] },
  { question: 'summarise long pdf reports with ai', expect: ['/ai-services/document-summarization'] },
  { question: 'ai contract review for our legal team', expect: ['/ai-services/legal-document-analysis'] },
  { question: 'analyze sentiment of customer reviews and tickets', expect: ['/ai-services/sentiment-analysis'] },

  // Web development (9)
  { question: 'do you build next.js sites', expect: ['/web-services/nextjs-websites'] },
  { question: 'need an ecommerce shop on shopify', expect: ['/web-services/ecommerce-solutions'] },
  { question: 'pwa that works offline and sends push notifications', expect: ['/web-services/pwa-development'] },
  { question: 'our site doesnt show up on google, can u help with seo', expect: ['/web-services/seo-optimization'] },
  { question: 'admin dashbord for our back office staff', expect: ['/web-services/admin-dashboards'] },
  { question: 'custom crm for our sales team', expect: ['/web-services/custom-crm'] },
  { question: 'connect our payment gateway and ERP through an api', expect: ['/web-services/api-integration'] },
  { question: 'login with google for our app', expect: ['/web-services/auth-systems', '/web-services/security-auth'] },
  { question: 'website is super slow, core web vitals are bad', expect: ['/web-services/performance-optimization'] },

  // Answered by a page's FAQ (15)
  { question: 'how long does a soc 2 audit take', expect: ['/compliance/soc2'], faq: 'How long does a SOC 2 audit take?' },
  { question: 'soc2 type 1 or type 2 which one do we need', expect: ['/compliance/soc2'], faq: 'Should we get a SOC 2 Type I or Type II report?' },
  { question: 'how long to get iso 27001 certified?', expect: ['/compliance/iso-27001'], faq: 'How long does ISO 27001 certification take?' },
  { question: 'is the retest free after the pen test', expect: ['/services/vapt'], faq: 'Is the retest really free?' },
  { question: 'can we get nist certified', expect: ['/compliance/nist'], faq: 'Can we get NIST certified?' },
  { question: 'do we need a QSA or can we just do the SAQ ourselves', expect: ['/compliance/pci-dss'], faq: 'Do we need a QSA, or can we fill in an SAQ?' },
  { question: 'think our network got breached, what should we do first', expect: ['/services/cyber-defense'], faq: 'We think we\'ve been hacked. What should we do right now?' },
  { question: 'do we have to get rid of our vpn to do zero trust', expect: ['/services/network-security'], faq: 'Do we have to replace our VPN to move to zero trust?' },
  { question: 'is there such a thing as hipaa certification', expect: ['/compliance/hipaa'], faq: 'Is there an official HIPAA certification?' },
  { question: 'hitech breach how many days do we have to notify patients', expect: ['/compliance/hitech'], faq: 'How quickly must we report a breach of PHI?' },
  { question: 'we\'re a us company with eu customers, does gdpr apply to us', expect: ['/compliance/gdpr'], faq: 'Does the GDPR apply to a US company?' },
  { question: 'which cmmc level do i need for my dod contract', expect: ['/compliance/cmmc'], faq: 'Which CMMC level do we need?' },
  { question: 'do we need an agency sponsor for fedramp?', expect: ['/compliance/fedramp'], faq: 'Do we need an agency sponsor for FedRAMP?' },
  { question: 'how do we get itar certified', expect: ['/compliance/itar'], faq: 'Can we get ITAR certified?' },
  { question: 'what access do u need to our aws account for a security review', expect: ['/services/cloud-security'], faq: 'What access do you need to our cloud accounts?' },

  // Company and intents (13)
  { question: 'whats ur email address', expect: ['/contact'], intent: 'contact' },
  { question: 'can i call you? phone number pls', expect: ['/contact'], intent: 'contact' },
  { question: 'r u open on saturdays? what are your hours', expect: ['/contact'], intent: 'hours' },
  { question: 'where is your office', expect: ['/contact'], intent: 'location' },
  { question: 'how much does a pentest cost', expect: ['/contact'], intent: 'pricing' },
  { question: 'any awards or client reviews, like on clutch?', expect: ['/awards'] },
  { question: 'is your CEO CISSP', expect: ['/awards', '/about'] },
  { question: 'who runs the company', expect: ['/about'] },
  { question: 'hi there', expect: [], intent: 'greeting' },
  { question: 'thx!', expect: [], intent: 'thanks' },
  { question: "what's the weather in Paris", expect: [], intent: 'out-of-scope' },
  { question: 'recipe for lasagna', expect: [], intent: 'out-of-scope' },
  { question: 'who won the world cup', expect: [], intent: 'out-of-scope' },
];

/** Follow-ups keep the topic of the turn before them (the session's last pages). */
export const chatConversations: readonly ChatConversation[] = [
  [
    { question: 'tell me about soc 2', expect: ['/compliance/soc2'] },
    { question: 'how long does it take?', expect: ['/compliance/soc2'], faq: 'How long does a SOC 2 audit take?' },
    { question: 'what does it cost?', expect: ['/compliance/soc2', '/contact'], faq: 'What drives the cost of SOC 2 readiness?' },
  ],
  [
    { question: 'we are a defense contractor, what is cmmc', expect: ['/compliance/cmmc'] },
    { question: 'and which level do we need?', expect: ['/compliance/cmmc'], faq: 'Which CMMC level do we need?' },
  ],
  [
    { question: 'do you do penetration testing', expect: ['/services/vapt'] },
    { question: 'how long does it take', expect: ['/services/vapt'], faq: 'How long does a penetration test take?' },
    { question: 'is the retest free?', expect: ['/services/vapt'], faq: 'Is the retest really free?' },
  ],
  [
    { question: 'iso 27001 certification', expect: ['/compliance/iso-27001'] },
    { question: "what's the weather in Paris", expect: [], intent: 'out-of-scope' },
  ],
];
