/**
 * Tailwind 4 reads its theme from CSS (src/styles/global.css); this file, loaded there with
 * `@config`, holds the project's colour tokens so they are in one place.
 * @type {import('tailwindcss').Config}
 */
module.exports = {
  content: ['./src/**/*.{astro,ts,tsx,md,mdx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#eef6ff',
          100: '#d9eaff',
          600: '#1d5fc4',
          700: '#174ea3',
          800: '#143f82',
          900: '#10305f',
        },
        accent: {
          500: '#0f8a5f',
          600: '#0b7450',
        },
      },
    },
  },
};
