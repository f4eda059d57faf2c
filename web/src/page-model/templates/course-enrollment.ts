import { countdown } from '../elements/countdown';
import { faqSection } from '../elements/faq-section';
import { featureList } from '../elements/feature-list';
import { form } from '../elements/form';
import { headline } from '../elements/headline';
import { heroSection } from '../elements/hero-section';
import { newPricingPlan, pricingTable } from '../elements/pricing-table';
import { progressBar } from '../elements/progress-bar';
import { section2col } from '../elements/section-2col';
import { socialProof } from '../elements/social-proof';
import { statsSection } from '../elements/stats-section';
import { testimonialSlider } from '../elements/testimonial-slider';
import { text } from '../elements/text';
import { background, block, columns, page, textBlock } from './build';
import type { TemplateSeed } from './template-seed';

const INK = '#0f172a';
const BODY = '#475569';
const TEAL = '#0e7490';
const ENROLL = 'https://www.example.com/enroll/data-analytics-spring-2027';

/** Enrollment page for a paid, cohort-based online course. */
export const courseEnrollment: TemplateSeed = {
  id: '42ea0d2c-a6e2-4d0a-847c-90f7cec00c82',
  name: 'Online Course Enrollment',
  description:
    'Enrollment page for a live online cohort course: outcome-led hero, alumni employers, results, an 8-week curriculum, a student story beside the cohort filling up, enrollment deadline, three price tiers, FAQ and a free-syllabus form.',
  category: 'education',
  avgConversionRate: '4.90',
  config: page(background('#f8fafc'), [
    block(
      heroSection,
      'hero',
      {
        title: 'Go from spreadsheets to SQL and Python in 8 weeks',
        subtitle:
          'A live, cohort-based course for analysts, marketers and operations people who are done waiting on the data team.',
        description:
          'Next cohort starts April 22, 2027 · Two live sessions a week · Lifetime access to every recording',
        buttonText: 'Enroll in the spring cohort',
        buttonLink: ENROLL,
        backgroundType: 'gradient',
        backgroundColor: 'linear-gradient(120deg, #083344 0%, #0e7490 60%, #0891b2 100%)',
        textColor: '#ffffff',
        alignment: 'left',
      },
      { margin: '16px 0 8px' },
    ),
    block(
      socialProof,
      'alumni',
      {
        type: 'logos',
        title: 'Our alumni work at',
        items: [
          { name: 'Northwind Bank', logo: '' },
          { name: 'Cartwheel', logo: '' },
          { name: 'Tandem Health', logo: '' },
          { name: 'Harbor Logistics', logo: '' },
          { name: 'City of Lakeside', logo: '' },
        ],
      },
      { padding: '16px 8px 8px' },
    ),
    block(statsSection, 'outcomes', {
      title: '',
      stats: [
        { number: '2,800+', label: 'graduates since 2021' },
        { number: '4.9/5', label: 'average course rating' },
        { number: '87%', label: 'finish every project' },
        { number: '$14K', label: 'average raise reported within a year' },
      ],
      layout: 'horizontal',
    }),
    block(
      featureList,
      'curriculum',
      {
        title: 'What you will build, week by week',
        layout: 'grid',
        columns: 4,
        features: [
          {
            icon: '01',
            title: 'SQL foundations',
            description: 'SELECT, filters and sorting on a real sales database.',
          },
          {
            icon: '02',
            title: 'Joins and aggregates',
            description: 'Combine tables and answer "which customers…" questions.',
          },
          {
            icon: '03',
            title: 'Window functions',
            description: 'Running totals, rankings and month-over-month growth.',
          },
          {
            icon: '04',
            title: 'Python and pandas',
            description: 'Load, clean and reshape messy CSV exports.',
          },
          {
            icon: '05',
            title: 'Charts that persuade',
            description: 'Turn analysis into charts your manager actually reads.',
          },
          {
            icon: '06',
            title: 'Automating reports',
            description: 'Replace a weekly spreadsheet ritual with one script.',
          },
          {
            icon: '07',
            title: 'A/B test analysis',
            description: 'Know when a result is real and when it is noise.',
          },
          {
            icon: '08',
            title: 'Capstone project',
            description: 'Analyse your own company’s data and present it live.',
          },
        ],
      },
      { padding: '24px 8px', color: INK },
    ),
    block(
      section2col,
      'proof',
      columns(
        {
          elements: [
            block(testimonialSlider, 'student-story', {
              title: '',
              testimonials: [
                {
                  name: 'Keisha Brown',
                  role: 'Marketing analyst, Harbor Logistics',
                  content:
                    'I used to wait two weeks for the data team to pull a report. By week 4 I was writing the queries myself, and my capstone dashboard is now what our leadership team opens every Monday.',
                  rating: 5,
                  image: '',
                },
              ],
            }),
          ],
        },
        {
          styles: { padding: '24px 8px' },
          elements: [
            textBlock(headline, 'cohort-headline', 'The spring cohort is filling up', {
              fontSize: '28px',
              color: INK,
            }),
            textBlock(
              text,
              'cohort-text',
              'We cap each cohort at 60 students so instructors can review every project and answer every question within a day.',
              { fontSize: '17px', color: BODY },
            ),
            block(
              progressBar,
              'cohort-progress',
              {
                title: 'Seats taken',
                current: 46,
                total: 60,
                showPercentage: true,
                color: TEAL,
                backgroundColor: '#cffafe',
                height: 'large',
                animated: false,
                showLabels: true,
                customLabels: true,
                currentLabel: 'Enrolled',
                totalLabel: 'Cohort size',
              },
              { color: INK },
            ),
          ],
        },
      ),
      { padding: '16px 8px' },
    ),
    block(
      countdown,
      'enrollment-closes',
      {
        title: 'Enrollment for the spring cohort closes in',
        endDate: '2027-04-15T23:59:00.000Z',
        expiredText: 'Enrollment for this cohort has closed. Join the waitlist for the next one below.',
        showDays: true,
        showHours: true,
        showMinutes: true,
        showSeconds: false,
      },
      { color: INK, padding: '24px 0 8px', fontSize: '18px' },
    ),
    block(
      pricingTable,
      'pricing',
      {
        plans: [
          {
            ...newPricingPlan(),
            name: 'Self-paced',
            price: '$349',
            period: 'one-time',
            icon: 'clock',
            features: [
              'All 8 weeks of recorded lessons',
              'Practice databases and notebooks',
              'Community forum',
            ],
            buttonText: 'Start self-paced',
            buttonLink: `${ENROLL}?plan=self-paced`,
            buttonBackgroundColor: INK,
          },
          {
            ...newPricingPlan(),
            name: 'Live cohort',
            price: '$899',
            period: 'or 3 × $310',
            icon: 'users',
            features: [
              'Everything in Self-paced',
              '16 live sessions with instructors',
              'Weekly project reviews',
              'Certificate of completion',
            ],
            buttonText: 'Enroll in the cohort',
            buttonLink: `${ENROLL}?plan=cohort`,
            buttonBackgroundColor: TEAL,
            hoverScale: 'small',
            highlighted: true,
          },
          {
            ...newPricingPlan(),
            name: 'Cohort + mentoring',
            price: '$1,499',
            period: 'or 3 × $515',
            icon: 'gem',
            features: [
              'Everything in Live cohort',
              'Four 1:1 sessions with a senior analyst',
              'Portfolio and CV review',
              'Mock technical interview',
            ],
            buttonText: 'Enroll with mentoring',
            buttonLink: `${ENROLL}?plan=mentoring`,
            buttonBackgroundColor: INK,
          },
        ],
      },
      { padding: '24px 8px' },
    ),
    block(faqSection, 'faq', {
      title: 'Questions from future students',
      faqs: [
        {
          question: 'Do I need any coding experience?',
          answer:
            'No. If you can write a spreadsheet formula you can do this course. Week 1 starts from the very first SELECT.',
        },
        {
          question: 'How much time does it take each week?',
          answer:
            'Plan on 6 to 8 hours: two 90-minute live sessions (Tuesday and Thursday, 6 PM ET) and a weekly project.',
        },
        {
          question: 'What if I miss a live session?',
          answer:
            'Every session is recorded and posted within an hour. You keep lifetime access to all recordings.',
        },
        {
          question: 'Can my employer pay?',
          answer:
            'Yes. Around 40% of students are sponsored. We can send an invoice, a quote and a course outline for your manager.',
        },
        {
          question: 'Is there a refund policy?',
          answer: 'Attend the first two weeks. If the course is not right for you, we refund you in full.',
        },
      ],
    }),
    textBlock(form, 'syllabus', 'Not ready yet? Get the free syllabus', {
      formBackgroundColor: '#ecfeff',
      buttonColor: TEAL,
      buttonTextColor: '#ffffff',
      buttonText: 'Email me the syllabus',
      placeholderText: 'you@example.com',
      color: INK,
    }),
  ]),
};
