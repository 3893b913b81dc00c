import type { AiService } from './types';

export const aiServices: readonly AiService[] = [
  {
    type: 'predictive-analytics',
    title: 'Predictive Analytics',
    summary:
      'Models trained on your historical data to estimate churn, risk and demand, built, validated and monitored by Virtual IP.',
    description:
      'We turn the records you already keep into models that estimate what is likely to happen next, from late payments to equipment failures. Each engagement covers data preparation, feature engineering, model selection and back-testing against held-out periods, then integration into your reporting or operational systems with drift monitoring once the model is live.',
    keyBenefits: [
      'Earlier warning of likely outcomes such as churn or late payment, giving teams time to act before the cost is incurred.',
      'Forecasts that come with confidence ranges and documented accuracy on held-out data, so decision makers know how far to trust them.',
      'Scores delivered inside the CRM, ERP or BI tools staff already use, rather than in a separate dashboard nobody opens.',
      'Ongoing drift monitoring and scheduled retraining that keep predictions reliable as customer behavior and market conditions change.',
    ],
    useCases: [
      'Subscription software companies scoring accounts for churn risk so customer success teams can prioritize renewal conversations.',
      'Manufacturers predicting equipment failures from sensor and maintenance logs to schedule repairs during planned downtime.',
      'Lenders and finance teams estimating the likelihood of late invoice payment to adjust collection efforts and cash-flow plans.',
      'Hospital operations teams forecasting admissions and bed occupancy a few days ahead to plan staffing levels.',
    ],
  },
  {
    type: 'chatbots-virtual-assistants',
    title: 'Chatbots & Virtual Assistants',
    summary:
      'Chat and voice assistants grounded in your own knowledge base, tested for answer quality and built with security in mind.',
    description:
      'We design assistants that answer questions from your approved documentation and systems instead of guessing, and hand the conversation to a person when they reach the limits of what they know. Before launch we evaluate answers against real question sets, test for prompt injection and data leakage, and set up logging so quality can be reviewed after go-live.',
    keyBenefits: [
      'Routine questions answered around the clock, freeing support staff to focus on complex or sensitive cases.',
      'Answers grounded in your approved content with source links, which reduces made-up responses and makes each reply checkable.',
      'Clear handoff rules that route frustrated users, complaints and high-stakes requests to a human agent with the full transcript.',
      'Access controls, data redaction and prompt-injection testing that protect customer records and internal systems from misuse.',
    ],
    useCases: [
      'Telecom and utility providers answering billing, outage and plan questions on their website and mobile app outside office hours.',
      'IT service desks in mid-sized companies resolving password resets and common how-to requests through an internal assistant.',
      'Insurance carriers guiding policyholders through first notice of loss before a claims handler picks up the case.',
      'HR teams giving employees quick, cited answers about leave, benefits and expense policies drawn from the current handbook.',
    ],
  },
  {
    type: 'personalized-recommendations',
    title: 'Personalized Recommendations',
    summary:
      'Recommendation engines that suggest relevant products, content or next steps based on behavior, context and business rules.',
    description:
      'We build recommendation systems that combine interaction history, item attributes and your merchandising rules to decide what each user sees. The work includes handling new users and new items with little history, measuring impact through controlled A/B tests, and applying privacy controls so personal data is used only as your consent and retention policies allow.',
    keyBenefits: [
      'More relevant product and content suggestions, measured against a control group so the effect on conversion is visible.',
      'Business rules for stock levels, margins and exclusions applied on top of model output, keeping recommendations commercially sensible.',
      'Sensible suggestions for first-time visitors and newly listed items, using item attributes where no behavioral history exists yet.',
      'Consent-aware data handling that respects opt-outs and retention rules under privacy regulations such as GDPR.',
    ],
    useCases: [
      'Online retailers showing complementary products on product and cart pages based on what similar shoppers bought together.',
      'Media and publishing sites ordering articles and videos for each reader while limiting repetitive suggestions on the same topic.',
      'B2B distributors suggesting reorder items and substitutes to trade customers in their ordering portal.',
      "Online course providers recommending the next course or module based on a learner's completed work and stated goals.",
    ],
  },
  {
    type: 'sentiment-analysis',
    title: 'Sentiment Analysis',
    summary:
      'Classify the tone and topics of reviews, tickets and survey comments at scale, with models tuned to your domain vocabulary.',
    description:
      'We build sentiment and topic models that read customer feedback the way your team would, including industry jargon, product names and mixed opinions. Models are checked against samples labeled by your staff, and results feed dashboards and alerts; we are clear that sarcasm and very short comments remain hard, so low-confidence items are flagged for people to read.',
    keyBenefits: [
      'Thousands of comments summarized by tone and topic, so product and service teams see which issues drive dissatisfaction.',
      'Aspect-level results that separate opinions about price, delivery and support inside a single review.',
      'Accuracy measured against your own labeled examples, with low-confidence and ambiguous comments routed for human reading.',
      'Alerts when negative feedback on a product, branch or feature rises sharply, allowing teams to respond before complaints escalate.',
    ],
    useCases: [
      'Hotel groups comparing guest review sentiment across properties to find recurring problems with rooms, staff or check-in.',
      'Consumer electronics brands tracking reactions to a new product launch across app store reviews and support tickets.',
      'Banks analyzing free-text survey comments to understand why customers rate a digital banking feature poorly.',
      'Public sector agencies sorting large volumes of consultation responses by theme and stance for policy officers to review.',
    ],
  },
  {
    type: 'document-summarization',
    title: 'Document Summarization',
    summary:
      'Condense reports, contracts, tickets and meeting notes into accurate summaries that link back to the source passages.',
    description:
      'We build summarization pipelines for the long documents your teams read every day, using language models configured for your formats and length limits. Summaries cite the passages they draw from, are evaluated for omissions and factual errors before rollout, and run in deployments that keep confidential documents within your chosen environment.',
    keyBenefits: [
      'Less time spent reading long reports and case files, with summaries that point reviewers to the passages worth reading in full.',
      'Consistent summary formats, such as key facts, decisions and open actions, that fit existing review and handover processes.',
      'Source citations on every summary so readers can verify claims and catch errors instead of trusting the output blindly.',
      'Private deployment options and access controls that keep sensitive documents away from public AI services.',
    ],
    useCases: [
      'Insurance claims teams summarizing adjuster reports, photo notes and correspondence into a single case overview.',
      'Investment analysts condensing annual reports and earnings call transcripts into the points that matter for a review.',
      'Clinical administrators producing discharge summary drafts from patient notes for a clinician to check and sign off.',
      'Engineering teams turning long incident threads and meeting transcripts into summaries of decisions and follow-up actions.',
    ],
  },
  {
    type: 'speech-text-conversion',
    title: 'Speech-to-Text Conversion',
    summary:
      'Accurate transcription of calls, meetings and dictation, tuned for your accents, terminology and audio conditions.',
    description:
      'We deploy speech recognition that converts recorded or live audio into searchable text, with speaker labels, timestamps and custom vocabulary for product names and technical terms. We measure word error rate on your own recordings before rollout, redact sensitive details such as card numbers, and can run models on your infrastructure when audio cannot leave it.',
    keyBenefits: [
      'Searchable transcripts of calls and meetings, so teams can find what was said without replaying hours of audio.',
      'Recognition accuracy measured on your own recordings, including accents and background noise, before anything goes live.',
      'Automatic redaction of payment card numbers and other personal data in transcripts to support PCI DSS and privacy obligations.',
      'Transcripts feeding downstream tools such as summarization, quality scoring and CRM notes through documented integrations.',
    ],
    useCases: [
      'Contact centers transcribing every customer call so quality teams can review handling and compliance across all agents.',
      'Healthcare providers offering clinicians dictation that drafts visit notes for review and correction before they are filed.',
      'Media companies generating captions and transcripts for video archives to improve accessibility and search.',
      'Field service companies letting technicians dictate job reports by voice from site instead of typing on a phone.',
    ],
  },
  {
    type: 'demand-forecasting',
    title: 'Demand Forecasting',
    summary:
      'Forecasts of demand by product, location and week that account for seasonality, promotions and holidays in your planning.',
    description:
      'We build forecasting models at the level your planners work, whether that is SKU by store by day or service line by region by month. Forecasts combine sales history with calendars, pricing, promotions and relevant external signals, are compared against your current method on past periods, and are delivered with ranges so buyers can plan safety stock.',
    keyBenefits: [
      'Fewer stockouts and less excess inventory, because orders are based on forecasts tested against your own sales history.',
      'Promotion, holiday and price effects modeled explicitly, so planners can see how an event is expected to shift demand.',
      'Forecast ranges rather than single numbers, which helps set safety stock levels according to the service level you target.',
      'Forecast accuracy tracked each period against actual sales, with alerts when performance slips and retraining is needed.',
    ],
    useCases: [
      'Retail chains forecasting store-level demand ahead of promotions so replenishment orders match the expected uplift.',
      'Food distributors predicting daily volumes of perishable goods to reduce spoilage while keeping shelves stocked.',
      'Energy utilities forecasting hourly load using weather data to plan generation and purchasing.',
      'Spare parts suppliers estimating demand for slow-moving items where sales are sparse and irregular.',
    ],
  },
  {
    type: 'vision-ai',
    title: 'Vision AI',
    summary:
      'Computer vision systems that detect defects, count objects and read documents or labels from camera feeds and images.',
    description:
      'We develop computer vision models for inspection, counting, classification and text extraction, trained and tested on images from your own cameras, lighting and products. Deployment can run at the edge on site or in the cloud, and privacy by design, such as blurring faces or avoiding identification altogether, is built in where people may appear in frame.',
    keyBenefits: [
      'Consistent visual inspection across every shift, with uncertain cases flagged for a human inspector to confirm.',
      'Models validated on images from your actual production lines or sites, not only on generic public datasets.',
      'Edge deployment options that process video on site, reducing bandwidth and keeping footage within your premises.',
      'Privacy controls such as face blurring and short retention periods where cameras capture employees or members of the public.',
    ],
    useCases: [
      'Electronics and automotive manufacturers detecting surface defects and missing components on assembly lines.',
      'Warehouses reading labels and counting pallets from camera images to check inbound shipments against orders.',
      'Agriculture businesses grading produce by size and visible damage on packing lines before it is boxed.',
      'Construction firms monitoring site cameras for missing hard hats and high-visibility vests to support safety reviews.',
    ],
  },
  {
    type: 'content-creation',
    title: 'AI Content Creation',
    summary:
      'Generative AI workflows that draft marketing copy, images and product content in your brand voice, with editorial review built in.',
    description:
      'We set up generative AI workflows that help marketing and content teams produce first drafts faster while keeping people in charge of what gets published. The setup includes brand voice guidelines, approved source material, review and approval steps, and checks for factual claims and usage rights, so output is edited rather than published straight from the model.',
    keyBenefits: [
      'Faster first drafts of campaign copy, product pages and social posts, leaving editors more time for refinement and strategy.',
      'Brand voice, terminology and style rules built into prompts and templates so drafts need fewer rounds of edits.',
      'Human review and approval steps before publication, which catch factual errors and off-brand phrasing from the model.',
      'Guidance on usage rights, disclosure and data handling so generated material fits your legal and brand policies.',
    ],
    useCases: [
      'Ecommerce teams drafting product descriptions for large catalogs from structured attribute data and supplier specs.',
      'Marketing agencies producing several ad copy variants per campaign for testing, with account managers approving each one.',
      'Software companies turning release notes and technical documentation into blog posts and customer newsletters.',
      'Real estate agencies drafting property listings from agent notes and floor plan details for an agent to check.',
    ],
  },
  {
    type: 'natural-language-generation',
    title: 'Natural Language Generation',
    summary:
      'Turn structured data from databases and dashboards into clear written reports, narratives and alerts that people can act on.',
    description:
      'Natural language generation converts figures and records into readable text, such as a weekly performance narrative or a plain-language explanation of an alert. We combine templates and language models so that every number in the text comes directly from your data, and we test outputs for accuracy and consistency before they reach readers.',
    keyBenefits: [
      'Routine reports written automatically from your data, saving analysts from rewriting the same commentary every week.',
      'Figures in the generated text pulled directly from source systems, reducing the risk of invented or mistyped numbers.',
      'Explanations adapted to the reader, from a short executive summary to detailed notes for specialists.',
      'Version-controlled templates and test suites that make changes to wording and logic reviewable and repeatable.',
    ],
    useCases: [
      'Finance teams generating monthly variance commentary that explains movements in revenue and costs against budget.',
      'Asset managers producing personalized portfolio performance summaries for each client from holdings data.',
      'Security operations centers turning raw alert data into readable incident descriptions for analysts and managers.',
      'Logistics companies sending customers plain-language shipment status updates generated from tracking events.',
    ],
  },
  {
    type: 'customer-behavior-modeling',
    title: 'Customer Behavior Modeling',
    summary:
      'Segmentation and behavior models that explain how customers buy, engage and leave, with bias checks and privacy controls.',
    description:
      'We analyze transaction, engagement and service data to build customer segments, lifetime value estimates and propensity models your marketing and service teams can use. Every model is reviewed for bias against protected groups and for proxies that could lead to unfair treatment, and personal data is minimized, pseudonymized and handled in line with your consent records.',
    keyBenefits: [
      'Segments grounded in actual purchasing and engagement behavior, giving marketing teams a clearer basis for targeting.',
      'Customer lifetime value estimates that help decide where acquisition and retention spending is likely to pay back.',
      'Fairness checks across demographic groups before models drive offers, pricing or service decisions.',
      'Pseudonymized data pipelines and access controls that limit who can see personal information during analysis.',
    ],
    useCases: [
      'Retail banks identifying customers likely to need a mortgage or savings product based on account activity patterns.',
      'Mobile game studios modeling player engagement to understand where new players drop off in the first week.',
      'Airlines segmenting loyalty members by travel patterns to design more relevant rewards and communications.',
      'Grocery chains estimating lifetime value of loyalty card holders to focus retention offers on the right households.',
    ],
  },
  {
    type: 'fraud-detection',
    title: 'Fraud Detection',
    summary:
      'Real-time scoring of transactions, accounts and claims for fraud risk, combining machine learning with rules your analysts control.',
    description:
      'Drawing on our security background, we build fraud detection that scores events as they happen using behavioral patterns, device and network signals, and rules your analysts can adjust. Models are tuned to balance caught fraud against false declines, and every alert comes with the reasons behind its score so investigators can decide quickly and feedback improves the model.',
    keyBenefits: [
      'Suspicious transactions and claims flagged within milliseconds, so they can be held or reviewed before money leaves.',
      'Thresholds tuned to your tolerance for false positives, limiting friction for legitimate customers.',
      'Reason codes on each alert that show investigators which signals raised the score and speed up their decisions.',
      'Investigator outcomes fed back into training, helping the system adapt as fraudsters change tactics.',
    ],
    useCases: [
      'Payment providers scoring card-not-present transactions for signs of stolen card use before authorization.',
      'Insurers flagging claims with unusual patterns, such as repeated parties or inconsistent dates, for special investigation.',
      'Online marketplaces detecting account takeover and fake seller accounts from login behavior and device signals.',
      'Telecom operators spotting SIM swap fraud and subscription fraud by analyzing account changes and usage spikes.',
    ],
  },
  {
    type: 'adaptive-learning',
    title: 'Adaptive Learning',
    summary:
      'Learning platforms that adjust content, pacing and practice to each learner based on performance and mastery of skills.',
    description:
      'We build adaptive learning features that estimate what each learner already knows and choose the next lesson, question or review accordingly. Course designers stay in control of the content and learning paths, results are measured against learning outcomes rather than clicks, and learner data is protected with privacy rules suited to schools and workplaces.',
    keyBenefits: [
      'Learners spend less time on material they have mastered and more on the skills they still find difficult.',
      'Instructors get a clear view of which concepts a class or cohort is struggling with, so they can intervene early.',
      'Pathways defined by your course designers, so adaptation works within an approved curriculum instead of around it.',
      'Learner records handled under strict access controls in line with obligations such as FERPA and GDPR where they apply.',
    ],
    useCases: [
      'Universities offering adaptive practice in introductory math and statistics courses with large enrollments.',
      'Corporate compliance teams letting employees skip training modules they can prove they already understand.',
      "Language learning apps scheduling vocabulary review at intervals based on each user's recall history.",
      'Healthcare training providers adjusting clinical scenario difficulty for nursing students based on their answers.',
    ],
  },
  {
    type: 'multi-lingual-translation',
    title: 'Multi-Lingual Translation',
    summary:
      'Machine translation tuned to your terminology, integrated into your content and support systems, with human review where it matters.',
    description:
      'We deploy machine translation for websites, support conversations, product content and internal documents, adapted with glossaries and previous translations so your terminology stays consistent. Quality is measured per language pair, and we set up workflows that send regulated, legal or customer-facing content to professional translators for review before release.',
    keyBenefits: [
      'Faster translation of high-volume content such as support tickets and product listings across many languages.',
      'Glossaries and translation memories that keep product names and technical terms consistent in every language.',
      'Quality checks per language pair, with high-risk content routed to qualified human translators before it is published.',
      'Options to run translation inside your own environment so confidential documents are not sent to public services.',
    ],
    useCases: [
      'Software vendors translating help center articles and in-app text to support customers in new regions.',
      "Global support teams replying to customer tickets in the customer's language while agents work in English.",
      'Manufacturers producing first-draft translations of technical manuals for review by professional translators.',
      'Travel platforms translating hotel descriptions and guest reviews so visitors can read them in their own language.',
    ],
  },
  {
    type: 'legal-document-analysis',
    title: 'Legal Document Analysis',
    summary:
      'AI-assisted contract and legal document review that extracts clauses, flags risks and supports lawyers in their decisions.',
    description:
      'We build tools that extract key clauses, dates and obligations from contracts and legal documents, compare them against your standard positions and flag deviations for review. The system assists qualified lawyers rather than replacing them: every finding links to the source text, and confidential material is processed in secured environments with strict access controls.',
    keyBenefits: [
      'Faster first-pass review of large document sets, so legal teams spend their time on judgment rather than searching.',
      'Clauses compared against your playbook, with deviations highlighted for a lawyer to assess and decide on.',
      'Findings linked to the exact passage in the source document, making each extraction easy to verify.',
      'Confidential and privileged documents processed with encryption, access logging and no use for third-party model training.',
    ],
    useCases: [
      'In-house legal teams reviewing supplier contracts for liability caps, auto-renewal terms and data protection clauses.',
      'Law firms organizing due diligence document sets in mergers and acquisitions, with associates verifying each flagged item.',
      'Real estate companies extracting rent, break dates and renewal options from portfolios of commercial leases.',
      'Compliance teams tracking contractual obligations and notice deadlines across hundreds of active agreements.',
    ],
  },
  {
    type: 'trend-pattern-recognition',
    title: 'Trend & Pattern Recognition',
    summary:
      'Detect emerging trends, recurring patterns and anomalies in operational, market and security data before they become problems.',
    description:
      'We apply time-series analysis, clustering and anomaly detection to find shifts and unusual patterns hidden in large datasets, from sales and sensor readings to log data. Findings are presented with context so analysts can tell a real change from noise, and detection thresholds are tuned with your team to keep alert volumes manageable.',
    keyBenefits: [
      'Earlier detection of meaningful changes in sales, operations or system behavior than manual report review allows.',
      'Anomalies ranked by significance and shown with supporting data, reducing time spent chasing random fluctuations.',
      'Thresholds tuned with your analysts so alerts stay actionable and do not overwhelm the people receiving them.',
      'Patterns surfaced across data sources that are rarely analyzed together, such as support volumes and release schedules.',
    ],
    useCases: [
      'Retail merchandisers spotting rising product categories early from sales, search and social data.',
      'Security teams detecting unusual login and data access patterns in logs that may indicate a compromised account.',
      'Water and energy utilities identifying abnormal consumption patterns that point to leaks or faulty meters.',
      'Pharmaceutical companies monitoring adverse event reports for emerging signals that warrant review by safety experts.',
    ],
  },
];
