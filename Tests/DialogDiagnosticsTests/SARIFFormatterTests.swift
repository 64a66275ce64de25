import DialogDiagnostics
import DialogFormatters
import DialogJSON
import DialogRules
import Testing

@Suite struct SARIFFormatterTests {
    /// A short registry, so the expected log stays readable; the real one is checked below.
    private static let rules = [
        RuleDescriptor(.io, .input, .error, fixed: true, summary: "io summary", rationale: "io rationale"),
        RuleDescriptor(.unknownKey, .input, .error, fixed: true, summary: "uk summary", rationale: "uk rationale"),
        RuleDescriptor(.duplicateID, .input, .error, fixed: true, summary: "dup summary", rationale: "dup rationale"),
        RuleDescriptor(.destructiveNeedsCancel, .design, .warning, summary: "dnc summary", rationale: "dnc rationale"),
    ]

    @Test func exactLog() {
        let all = SampleDiagnostics.all
        // io (no location), unknown-key (unlocated note), markup (not in this registry),
        // duplicate-id (located note), destructive-needs-cancel (a warning).
        let diagnostics = [all[0], all[1], all[2], all[4], all[5]]
        let expected = """
            {
              "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
              "runs": [
                {
                  "columnKind": "unicodeCodePoints",
                  "results": [
                    {
                      "level": "error",
                      "message": {
                        "text": "cannot read 'specs/missing.dialog.json': No such file or directory"
                      },
                      "ruleId": "io",
                      "ruleIndex": 0
                    },
                    {
                      "level": "error",
                      "locations": [
                        {
                          "physicalLocation": {
                            "artifactLocation": {
                              "uri": "specs/delete.dialog.json"
                            },
                            "region": {
                              "endColumn": 10,
                              "endLine": 3,
                              "startColumn": 3,
                              "startLine": 3
                            }
                          }
                        }
                      ],
                      "message": {
                        "text": "unknown key 'titel'\\nnote: did you mean 'title'?"
                      },
                      "ruleId": "unknown-key",
                      "ruleIndex": 1
                    },
                    {
                      "level": "error",
                      "locations": [
                        {
                          "physicalLocation": {
                            "artifactLocation": {
                              "uri": "specs/delete.dialog.json"
                            },
                            "region": {
                              "endColumn": 36,
                              "endLine": 4,
                              "startColumn": 28,
                              "startLine": 4
                            }
                          }
                        }
                      ],
                      "message": {
                        "text": "unclosed highlight span 'accent'"
                      },
                      "ruleId": "markup"
                    },
                    {
                      "level": "error",
                      "locations": [
                        {
                          "physicalLocation": {
                            "artifactLocation": {
                              "uri": "specs/delete.dialog.json"
                            },
                            "region": {
                              "endColumn": 21,
                              "endLine": 7,
                              "startColumn": 13,
                              "startLine": 7
                            }
                          }
                        }
                      ],
                      "message": {
                        "text": "two buttons have the id 'cancel'"
                      },
                      "relatedLocations": [
                        {
                          "id": 0,
                          "message": {
                            "text": "first used here"
                          },
                          "physicalLocation": {
                            "artifactLocation": {
                              "uri": "specs/delete.dialog.json"
                            },
                            "region": {
                              "endColumn": 21,
                              "endLine": 6,
                              "startColumn": 13,
                              "startLine": 6
                            }
                          }
                        }
                      ],
                      "ruleId": "duplicate-id",
                      "ruleIndex": 2
                    },
                    {
                      "level": "warning",
                      "locations": [
                        {
                          "physicalLocation": {
                            "artifactLocation": {
                              "uri": "specs/delete.dialog.json"
                            },
                            "region": {
                              "endColumn": 59,
                              "endLine": 7,
                              "startColumn": 46,
                              "startLine": 7
                            }
                          }
                        }
                      ],
                      "message": {
                        "text": "destructive button 'cancel' has no cancel button beside it"
                      },
                      "ruleId": "destructive-needs-cancel",
                      "ruleIndex": 3
                    }
                  ],
                  "tool": {
                    "driver": {
                      "name": "dialogc",
                      "rules": [
                        {
                          "defaultConfiguration": {
                            "level": "error"
                          },
                          "fullDescription": {
                            "text": "io rationale"
                          },
                          "id": "io",
                          "properties": {
                            "category": "Input"
                          },
                          "shortDescription": {
                            "text": "io summary"
                          }
                        },
                        {
                          "defaultConfiguration": {
                            "level": "error"
                          },
                          "fullDescription": {
                            "text": "uk rationale"
                          },
                          "id": "unknown-key",
                          "properties": {
                            "category": "Input"
                          },
                          "shortDescription": {
                            "text": "uk summary"
                          }
                        },
                        {
                          "defaultConfiguration": {
                            "level": "error"
                          },
                          "fullDescription": {
                            "text": "dup rationale"
                          },
                          "id": "duplicate-id",
                          "properties": {
                            "category": "Input"
                          },
                          "shortDescription": {
                            "text": "dup summary"
                          }
                        },
                        {
                          "defaultConfiguration": {
                            "level": "warning"
                          },
                          "fullDescription": {
                            "text": "dnc rationale"
                          },
                          "id": "destructive-needs-cancel",
                          "properties": {
                            "category": "Design"
                          },
                          "shortDescription": {
                            "text": "dnc summary"
                          }
                        }
                      ],
                      "version": "1.2.3"
                    }
                  }
                }
              ],
              "version": "2.1.0"
            }

            """
        expectText(SARIFFormatter(toolVersion: "1.2.3", rules: Self.rules).render(diagnostics), expected)
    }

    @Test func driverListsTheWholeCatalogueInOrder() throws {
        let log = SARIFFormatter(toolVersion: "0.1.0", rules: RuleRegistry.catalog.all).document(for: SampleDiagnostics.all)
        let driver = try #require(log["runs", 0, "tool", "driver"])
        let rules = try #require(driver["rules"]?.arrayElements)
        #expect(rules.count == RuleRegistry.catalog.all.count)
        for (rule, descriptor) in zip(rules, RuleRegistry.catalog.all) {
            #expect(rule["id"] == .string(descriptor.id.name))
            #expect(rule["shortDescription", "text"] == .string(descriptor.summary))
            #expect(rule["fullDescription", "text"] == .string(descriptor.rationale))
            #expect(rule["defaultConfiguration", "level"] == .string(descriptor.defaultSeverity.rawValue))
            #expect(rule["properties", "category"] == .string(descriptor.category.rawValue))
        }
        // Every result's ruleIndex names the rule its ruleId does.
        let results = try #require(log["runs", 0, "results"]?.arrayElements)
        #expect(results.count == SampleDiagnostics.all.count)
        for result in results {
            guard case .int(let index)? = result["ruleIndex"] else {
                Issue.record("result without ruleIndex: \(result)")
                continue
            }
            #expect(rules[index]["id"] == result["ruleId"])
        }
    }

    @Test func emptyRunStillDescribesTheTool() throws {
        let log = SARIFFormatter(toolVersion: "2.0.0", rules: RuleRegistry.catalog.all).document(for: [])
        #expect(log["runs", 0, "results"] == [])
        #expect(log["runs", 0, "tool", "driver", "version"] == "2.0.0")
        #expect(log["runs", 0, "columnKind"] == "unicodeCodePoints")
    }

    @Test func artifactURIsArePercentEncodedRelativeReferences() throws {
        let cases: [(path: String, uri: String)] = [
            ("specs/delete.dialog.json", "specs/delete.dialog.json"),
            ("my specs/a b.json", "my%20specs/a%20b.json"),
            ("specs/100%.json", "specs/100%25.json"),
            ("c:d/e#f?g.json", "c%3Ad/e%23f%3Fg.json"),
            ("스펙/알림.json", "%EC%8A%A4%ED%8E%99/%EC%95%8C%EB%A6%BC.json"),
            ("a[1]/b~c_d-e.f!$&'()*+,;=@.json", "a%5B1%5D/b~c_d-e.f!$&'()*+,;=@.json"),
            ("../shared/x.json", "../shared/x.json"),
        ]
        for (path, uri) in cases {
            let diagnostic = Diagnostic(rule: .io, severity: .error, message: "m", location: .file(path))
            let log = SARIFFormatter(toolVersion: "0", rules: RuleRegistry.catalog.all).document(for: [diagnostic])
            let written = log["runs", 0, "results", 0, "locations", 0, "physicalLocation", "artifactLocation", "uri"]
            #expect(written == .string(uri), "\(path)")
        }
    }

    @Test func textThatReadsAsAnEmbeddedLinkIsEscaped() throws {
        let diagnostics = [
            Diagnostic(rule: .unknownKey, severity: .error, message: "unknown key '[x](1)'", location: nil),
            Diagnostic(rule: .invalidValue, severity: .error, message: "widths [0.3, 0.8] sum to 1.1", location: nil),
        ]
        let log = SARIFFormatter(toolVersion: "0", rules: RuleRegistry.catalog.all).document(for: diagnostics)
        #expect(log["runs", 0, "results", 0, "message", "text"] == #"unknown key '\[x\](1)'"#)
        #expect(log["runs", 0, "results", 1, "message", "text"] == "widths [0.3, 0.8] sum to 1.1")
    }

    @Test func renderedWithTheJSONWriter() {
        let formatter = SARIFFormatter(toolVersion: "0", rules: RuleRegistry.catalog.all)
        #expect(formatter.render(SampleDiagnostics.all) == JSONWriter.render(formatter.document(for: SampleDiagnostics.all)))
    }
}

/// Path lookup into a `JSONOutput`, for tests: `log["runs", 0, "results"]`.
extension JSONOutput {
    subscript(_ path: any JSONPathComponent...) -> JSONOutput? {
        var current: JSONOutput? = self
        for component in path {
            switch (current, component) {
            case (.object(let members)?, let key as String): current = members[key]
            case (.array(let elements)?, let index as Int):
                current = elements.indices.contains(index) ? elements[index] : nil
            default: return nil
            }
        }
        return current
    }

    var arrayElements: [JSONOutput]? {
        if case .array(let elements) = self { return elements }
        return nil
    }
}

protocol JSONPathComponent {}
extension String: JSONPathComponent {}
extension Int: JSONPathComponent {}
