// @vitest-environment node
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CheckboxField, InputField, SelectField, TextAreaField } from './field'

// A pre-rendered form shows its fields before the app runs; what is typed there would be wiped when
// the form takes them over, so they wait for the app.
describe('form fields in the HTML the server sends', () => {
  it('are read-only (text) or disabled (choices) until the page hydrates', () => {
    const html = renderToString(
      <form>
        <InputField label="Email" name="email" />
        <TextAreaField label="Message" name="message" />
        <TextAreaField label="Note" name="note" onClick={() => {}} />
        <SelectField label="Role" name="role">
          <option value="buyer">Buyer</option>
        </SelectField>
        <CheckboxField label="Organic" name="organic" />
      </form>,
    )
    expect(html).toMatch(/<input(?=[^>]*name="email")[^>]*\sreadonly[\s>=]/i)
    expect(html).toMatch(/<textarea(?=[^>]*name="message")[^>]*\sreadonly[\s>=]/i)
    expect(html).not.toMatch(/<textarea(?=[^>]*name="message")[^>]*\sdisabled[\s>=]/)
    // A field that acts on a tap would ignore it until then, so it is disabled.
    expect(html).toMatch(/<textarea(?=[^>]*name="note")[^>]*\sdisabled[\s>=]/)
    expect(html).toMatch(/<select[^>]*\sdisabled[\s>=]/)
    expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*\sdisabled[\s>=]/)
  })
})
