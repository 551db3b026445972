import { defineField, defineType } from 'sanity'

/** Where a port is, in decimal degrees: latitude and longitude only (the page shows both; nothing uses an altitude). */
export const portCoordinates = defineType({
  name: 'portCoordinates',
  title: 'Coordinates',
  type: 'object',
  options: { columns: 2 },
  fields: [
    defineField({
      name: 'lat',
      title: 'Latitude',
      type: 'number',
      description: 'Degrees north, e.g. 18.9432 (south is negative).',
      validation: (rule) => rule.required().min(-90).max(90),
    }),
    defineField({
      name: 'lng',
      title: 'Longitude',
      type: 'number',
      description: 'Degrees east, e.g. 72.8497 (west is negative).',
      validation: (rule) => rule.required().min(-180).max(180),
    }),
  ],
})
