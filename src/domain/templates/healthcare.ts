import { faker } from '@faker-js/faker/locale/en'
import { uniqueEmail } from './helpers.ts'
import type { SeedRecord, Template } from './template.ts'

const SEED = 7505
const NOW = new Date('2026-01-01T00:00:00Z')
/** Appointments run from two months before the reference date to one month after it. */
const FIRST_DAY = Date.UTC(2025, 10, 3)
const DAYS = 90
const DAY_MS = 86_400_000
const CLINIC_DOMAIN = 'riversidemedical.example'

/** Medication -> usual dosages. */
const MEDICATIONS: Readonly<Record<string, readonly string[]>> = {
  Lisinopril: ['10 mg once daily', '20 mg once daily'],
  Atorvastatin: ['20 mg once daily at bedtime', '40 mg once daily at bedtime'],
  Metformin: ['500 mg twice daily with meals', '850 mg twice daily with meals'],
  Amoxicillin: ['500 mg three times daily for 7 days'],
  Ibuprofen: ['400 mg every 6 hours as needed', '600 mg every 8 hours as needed'],
  Sertraline: ['50 mg once daily', '100 mg once daily'],
  Levothyroxine: ['50 mcg once daily before breakfast', '75 mcg once daily'],
  Amlodipine: ['5 mg once daily', '10 mg once daily'],
  Omeprazole: ['20 mg once daily before breakfast'],
  Cetirizine: ['10 mg once daily'],
  'Hydrocortisone cream 1%': ['Apply thinly twice daily'],
  Sumatriptan: ['50 mg at onset of migraine, max 200 mg per day'],
}

const SPECIALTIES = [
  {
    specialty: 'Family Medicine',
    reasons: ['Annual physical', 'Persistent cough', 'Flu symptoms', 'Fatigue'],
    medications: ['Amoxicillin', 'Ibuprofen', 'Omeprazole', 'Cetirizine'],
  },
  {
    specialty: 'Cardiology',
    reasons: ['Chest pain', 'Blood pressure review', 'Palpitations', 'ECG follow-up'],
    medications: ['Lisinopril', 'Atorvastatin', 'Amlodipine'],
  },
  {
    specialty: 'Dermatology',
    reasons: ['Skin rash', 'Mole check', 'Acne treatment', 'Eczema flare-up'],
    medications: ['Hydrocortisone cream 1%', 'Cetirizine'],
  },
  {
    specialty: 'Pediatrics',
    reasons: ['Well-child visit', 'Vaccinations', 'Ear infection', 'Fever'],
    medications: ['Amoxicillin', 'Ibuprofen'],
  },
  {
    specialty: 'Orthopedics',
    reasons: ['Knee pain', 'Lower back pain', 'Sprained ankle', 'Post-surgery check'],
    medications: ['Ibuprofen'],
  },
  {
    specialty: 'Neurology',
    reasons: ['Migraine', 'Dizziness', 'Numbness in hands', 'Sleep problems'],
    medications: ['Sumatriptan', 'Ibuprofen'],
  },
  {
    specialty: 'Endocrinology',
    reasons: ['Diabetes review', 'Thyroid check', 'Weight management'],
    medications: ['Metformin', 'Levothyroxine'],
  },
  {
    specialty: 'Psychiatry',
    reasons: ['Anxiety', 'Low mood', 'Medication review', 'Insomnia'],
    medications: ['Sertraline'],
  },
] as const

const BLOOD_TYPES = [
  { value: 'O+', weight: 37 },
  { value: 'A+', weight: 36 },
  { value: 'B+', weight: 9 },
  { value: 'AB+', weight: 3 },
  { value: 'O-', weight: 7 },
  { value: 'A-', weight: 6 },
  { value: 'B-', weight: 1.5 },
  { value: 'AB-', weight: 0.5 },
]

export const healthcare: Template = ({ newId }) => {
  faker.seed(SEED)

  const doctors = faker.helpers
    .shuffle([...SPECIALTIES])
    .map(({ specialty, reasons, medications }) => {
      const firstName = faker.person.firstName()
      const lastName = faker.person.lastName()
      const local = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '')
      return {
        record: {
          id: newId(),
          name: `Dr. ${firstName} ${lastName}`,
          specialty,
          email: `${local}@${CLINIC_DOMAIN}`,
          phone: faker.phone.number({ style: 'national' }),
        },
        reasons,
        medications,
      }
    })

  const emails = new Set<string>()
  const patients = Array.from({ length: 30 }, () => {
    const sex = faker.person.sexType()
    const firstName = faker.person.firstName(sex)
    const lastName = faker.person.lastName()
    const email = uniqueEmail(emails, firstName, lastName)
    return {
      id: newId(),
      name: `${firstName} ${lastName}`,
      dateOfBirth: faker.date
        .birthdate({ mode: 'age', min: 1, max: 90, refDate: NOW })
        .toISOString()
        .slice(0, 10),
      sex,
      email,
      phone: faker.phone.number({ style: 'national' }),
      bloodType: faker.helpers.weightedArrayElement(BLOOD_TYPES),
    }
  })

  // Weekday slots on the quarter hour between 08:00 and 16:45 UTC, booked in time order.
  const slots = new Set<number>()
  while (slots.size < 50) {
    const day = FIRST_DAY + faker.number.int(DAYS - 1) * DAY_MS
    const weekday = new Date(day).getUTCDay()
    if (weekday === 0 || weekday === 6) continue
    slots.add(day + faker.number.int({ min: 32, max: 67 }) * 15 * 60_000)
  }
  const appointments = [...slots]
    .sort((a, b) => a - b)
    .map((time) => {
      const doctor = faker.helpers.arrayElement(doctors)
      const past = time < NOW.getTime()
      return {
        id: newId(),
        patientId: faker.helpers.arrayElement(patients).id,
        doctorId: doctor.record.id,
        startsAt: new Date(time).toISOString(),
        durationMinutes: faker.helpers.arrayElement([15, 20, 30, 30, 45, 60]),
        reason: faker.helpers.arrayElement(doctor.reasons),
        status: past
          ? faker.helpers.weightedArrayElement([
              { weight: 8, value: 'completed' },
              { weight: 1, value: 'no-show' },
              { weight: 1, value: 'cancelled' },
            ])
          : faker.helpers.weightedArrayElement([
              { weight: 3, value: 'scheduled' },
              { weight: 2, value: 'confirmed' },
              { weight: 1, value: 'cancelled' },
            ]),
      }
    })

  // Prescriptions are written at completed appointments, by that appointment's doctor, for a
  // medication of the doctor's specialty.
  const prescriptions = appointments
    .filter((a) => a.status === 'completed' && faker.datatype.boolean({ probability: 0.8 }))
    .map((appointment) => {
      const doctor = doctors.find((d) => d.record.id === appointment.doctorId)
      const medication = faker.helpers.arrayElement(doctor?.medications ?? ['Ibuprofen'])
      const dosages = MEDICATIONS[medication] ?? ['As directed']
      return {
        id: newId(),
        patientId: appointment.patientId,
        doctorId: appointment.doctorId,
        appointmentId: appointment.id,
        medication,
        dosage: faker.helpers.arrayElement(dosages),
        refills: faker.number.int({ min: 0, max: 5 }),
        issuedOn: appointment.startsAt.slice(0, 10),
      }
    })

  const out: Record<string, SeedRecord[]> = {
    doctors: doctors.map((d) => d.record),
    patients,
    appointments,
    prescriptions,
  }
  return out
}
