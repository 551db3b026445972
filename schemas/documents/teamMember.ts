import { defineArrayMember, defineField, defineType } from 'sanity'
import { atMost, imageField } from '../shared.ts'

export const teamMember = defineType({
  name: 'teamMember',
  title: 'Team member',
  type: 'document',
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required().custom(atMost(80)) }),
    defineField({
      name: 'title',
      title: 'Job title',
      type: 'string',
      description: 'For display only.',
      validation: (rule) => rule.required().custom(atMost(80)),
    }),
    defineField({
      name: 'group',
      title: 'Group',
      type: 'string',
      options: {
        list: [
          { title: 'Executive leadership', value: 'executive' },
          { title: 'Advisory board', value: 'advisory' },
        ],
        layout: 'radio',
        direction: 'horizontal',
      },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'bio',
      title: 'Biography',
      type: 'array',
      description: 'One entry per paragraph or bullet.',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().custom(atMost(400)) })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({ name: 'focus', title: 'Focus', type: 'string', validation: (rule) => rule.required().custom(atMost(160)) }),
    defineField({ name: 'order', title: 'Order', type: 'number', validation: (rule) => rule.required().integer().min(0) }),
    imageField({ name: 'photo', title: 'Photo' }),
  ],
  orderings: [
    {
      title: 'Group, then order',
      name: 'groupOrder',
      by: [
        { field: 'group', direction: 'desc' },
        { field: 'order', direction: 'asc' },
      ],
    },
  ],
  preview: {
    select: { title: 'name', jobTitle: 'title', group: 'group', media: 'photo' },
    prepare: ({ title, jobTitle, group, media }) => ({
      title,
      subtitle: [jobTitle, group === 'advisory' ? 'Advisory board' : 'Executive'].filter(Boolean).join(' · '),
      media,
    }),
  },
})
