import { localImage } from '../images.ts'

type MemberInput = {
  slug: string
  name: string
  title: string
  group: 'executive' | 'advisory'
  bio: string[]
  focus: string
  photo?: ReturnType<typeof localImage>
}
function member(m: MemberInput, index: number) {
  const { slug, ...rest } = m
  return { _id: `teamMember.${slug}`, _type: 'teamMember', order: index + 1, ...rest }
}

export const team = [
  {
    slug: 'arvind-menon',
    name: 'Capt. Arvind Menon',
    title: 'Managing Director',
    group: 'executive' as const,
    bio: [
      'Master mariner with 14 years in command of tankers and bulk carriers on Indian and Gulf trades.',
      'Founded Global Salvage India in Mumbai in 2013 after a decade as a salvage master with an international salvor.',
      'Final escalation point for emergency call-back and mobilisation commitments.',
    ],
    focus: 'Strategy, salvage contracts and relationships with clubs and port authorities',
  },
  {
    slug: 'priya-raghavan',
    name: 'Priya Raghavan',
    title: 'Chief Operating Officer',
    group: 'executive' as const,
    bio: [
      'Runs the 24/7 operations centre and the compliance desk that issues every pre-arrival pack.',
      'Previously claims executive at a P&I correspondent in Mumbai, handling casualty and pollution files on the west coast.',
      'Authorised signatory of the pre-arrival financial security pack.',
    ],
    focus: 'Operations centre, document turnaround and SLA performance',
  },
  {
    slug: 'vikram-sethi',
    name: 'Capt. Vikram Sethi',
    title: 'Director, Salvage & Marine Response',
    group: 'executive' as const,
    bio: [
      'Salvage master with more than 40 casualty responses, from groundings in the Gulf of Kutch to monsoon tows off Mumbai.',
      'Leads the Mumbai tug crews and the regional heads on both coasts.',
    ],
    focus: 'Salvage operations, oil-spill response and equipment readiness',
  },
  {
    slug: 'neha-kulkarni',
    name: 'Neha Kulkarni',
    title: 'Head of Insurance & Financial Security',
    group: 'executive' as const,
    bio: [
      'Marine insurance specialist with 12 years in P&I underwriting and broking for Indian and international owners.',
      'Built the clause mapping that mirrors DGS wording in every pack.',
    ],
    focus: 'P&I and financial security verification, insurer relationships and DGS compliance',
  },
  {
    slug: 'suresh-iyer',
    name: 'Cdr. (Retd.) Suresh Iyer',
    title: 'Advisor, Pollution Response & Regulation',
    group: 'advisory' as const,
    bio: [
      'Former Coast Guard officer with long service in marine pollution response and contingency planning.',
      'Advises on NOSDCP coordination, drills and regulatory change.',
    ],
    focus: 'NOSDCP alignment and regulatory developments',
    photo: localImage('portrait-suresh-iyer.svg', 'Portrait of Cdr. (Retd.) Suresh Iyer in uniform'),
  },
].map((m, index) => member(m, m.group === 'advisory' ? 0 : index))
