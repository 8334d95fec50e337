package org.ponytable.cards.octgn;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.stream.Location;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.ponytable.cards.LoadError;

/**
 * Reads an OCTGN XML file (set.xml, .o8d) into a small element tree, safely: the file is a
 * stranger's, so there is no DTD, no entity of any kind beyond XML's five and character
 * references, no link followed, and limits on size, depth and count. Every refusal is a {@link
 * LoadError} with the file, line and column.
 */
public final class OctgnXml {
  /** Far above the largest set file (about 0.4 MB). */
  public static final long MAX_BYTES = 8L * 1024 * 1024;
  static final int MAX_DEPTH = 16;
  static final int MAX_ELEMENTS = 200_000;
  static final int MAX_TEXT = 20_000;

  /** One element: its name, attributes, child elements, trimmed text and where it starts. */
  public record Element(String name, Map<String, String> attributes, List<Element> children,
      String text, int line, int column) {
    public Element {
      attributes = Map.copyOf(attributes);
      children = List.copyOf(children);
    }

    public String attr(String key) {
      return attributes.getOrDefault(key, "");
    }

    public List<Element> all(String childName) {
      return children.stream().filter(c -> c.name.equals(childName)).toList();
    }
  }

  private OctgnXml() {}

  /** The file's root element, or null with the reasons added to {@code errors}. */
  public static Element read(Path file, List<LoadError> errors) {
    String name = file.toString();
    try {
      if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
        errors.add(new LoadError(name, 0, 0, "", "not a regular file (links, folders and devices"
            + " are never read)"));
        return null;
      }
      long size = Files.size(file);
      if (size > MAX_BYTES) {
        errors.add(new LoadError(name, 0, 0, "", "the file is " + size + " bytes; at most "
            + MAX_BYTES + " are read"));
        return null;
      }
      byte[] bytes = Files.readAllBytes(file);
      if (bytes.length > MAX_BYTES) {
        errors.add(new LoadError(name, 0, 0, "", "the file grew past " + MAX_BYTES
            + " bytes while it was read"));
        return null;
      }
      return parse(name, bytes, errors);
    } catch (IOException e) {
      errors.add(new LoadError(name, 0, 0, "", "could not read the file: " + e.getMessage()));
      return null;
    }
  }

  /** The root element of {@code bytes} (named {@code source} in errors), or null with errors. */
  public static Element parse(String source, byte[] bytes, List<LoadError> errors) {
    if (bytes.length > MAX_BYTES) {
      errors.add(new LoadError(source, 0, 0, "", "the file is " + bytes.length
          + " bytes; at most " + MAX_BYTES + " are read"));
      return null;
    }
    XMLStreamReader r = null;
    try {
      r = factory().createXMLStreamReader(new ByteArrayInputStream(bytes));
      return tree(source, r, errors);
    } catch (XMLStreamException e) {
      Location at = e.getLocation();
      errors.add(new LoadError(source, at == null ? 0 : Math.max(at.getLineNumber(), 0),
          at == null || at.getLineNumber() <= 0 ? 0 : Math.max(at.getColumnNumber(), 1), "",
          "not well-formed XML: " + plain(e.getMessage())));
      return null;
    } catch (RuntimeException e) {
      // A parser defect on strange input must not take the importer down.
      errors.add(new LoadError(source, 0, 0, "", "could not read the XML: " + e));
      return null;
    } finally {
      if (r != null) {
        try {
          r.close();
        } catch (XMLStreamException ignored) {
          // Closing a reader over bytes releases nothing that matters.
        }
      }
    }
  }

  private static XMLInputFactory factory() {
    XMLInputFactory f = XMLInputFactory.newDefaultFactory();
    f.setProperty(XMLInputFactory.SUPPORT_DTD, false);
    f.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
    f.setProperty(XMLInputFactory.IS_REPLACING_ENTITY_REFERENCES, false);
    f.setProperty(XMLInputFactory.IS_COALESCING, true);
    return f;
  }

  private static Element tree(String source, XMLStreamReader r, List<LoadError> errors)
      throws XMLStreamException {
    record Open(String name, Map<String, String> attrs, List<Element> kids, StringBuilder text,
        int line, int column) {}
    Deque<Open> stack = new ArrayDeque<>();
    Element root = null;
    int count = 0;
    while (r.hasNext()) {
      int event = r.next();
      Location at = r.getLocation();
      switch (event) {
        case XMLStreamConstants.DTD -> {
          errors.add(new LoadError(source, at.getLineNumber(), at.getColumnNumber(), "",
              "the file declares a DTD (<!DOCTYPE ...>); OCTGN files have none, and a DTD can"
                  + " pull in other files or expand without end, so the file is refused"));
          return null;
        }
        case XMLStreamConstants.ENTITY_REFERENCE -> {
          errors.add(new LoadError(source, at.getLineNumber(), at.getColumnNumber(), "",
              "the entity &" + r.getLocalName() + "; is not one of XML's own (&amp; &lt; &gt;"
                  + " &quot; &apos;); entities are refused"));
          return null;
        }
        case XMLStreamConstants.START_ELEMENT -> {
          if (++count > MAX_ELEMENTS) {
            errors.add(new LoadError(source, at.getLineNumber(), at.getColumnNumber(), "",
                "more than " + MAX_ELEMENTS + " elements; the file is refused"));
            return null;
          }
          if (stack.size() >= MAX_DEPTH) {
            errors.add(new LoadError(source, at.getLineNumber(), at.getColumnNumber(), "",
                "elements nest more than " + MAX_DEPTH + " deep; the file is refused"));
            return null;
          }
          Map<String, String> attrs = new LinkedHashMap<>();
          for (int i = 0; i < r.getAttributeCount(); i++) {
            String v = r.getAttributeValue(i);
            if (v.length() > MAX_TEXT) {
              errors.add(new LoadError(source, at.getLineNumber(), at.getColumnNumber(), "",
                  "the attribute " + r.getAttributeLocalName(i) + " holds " + v.length()
                      + " characters; at most " + MAX_TEXT));
              return null;
            }
            attrs.put(r.getAttributeLocalName(i), v);
          }
          stack.push(new Open(r.getLocalName(), attrs, new ArrayList<>(), new StringBuilder(),
              at.getLineNumber(), at.getColumnNumber()));
        }
        case XMLStreamConstants.CHARACTERS, XMLStreamConstants.CDATA -> {
          Open top = stack.peek();
          if (top != null && top.text.length() <= MAX_TEXT) {
            top.text.append(r.getText());
          }
        }
        case XMLStreamConstants.END_ELEMENT -> {
          Open o = stack.pop();
          String text = o.text.toString().strip();
          if (text.length() > MAX_TEXT) {
            text = text.substring(0, MAX_TEXT);
          }
          Element e = new Element(o.name, o.attrs, o.kids, text, o.line, o.column);
          if (stack.isEmpty()) {
            root = e;
          } else {
            stack.peek().kids.add(e);
          }
        }
        default -> {
          // Comments, processing instructions and whitespace carry nothing the importer reads.
        }
      }
    }
    if (root == null) {
      errors.add(new LoadError(source, 0, 0, "", "the file holds no XML element"));
    }
    return root;
  }

  /** The parser's message without its "ParseError at [row,col]" prefix (the place is given). */
  private static String plain(String message) {
    if (message == null) {
      return "unknown problem";
    }
    int i = message.indexOf("Message: ");
    return (i >= 0 ? message.substring(i + 9) : message).strip();
  }
}
