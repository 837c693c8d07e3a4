// Funnels in the back office (docs/product.md, "funnels"): /funnels, /funnels/new/{productId}, /funnels/{id}[/edit], and
// the enrol screens' funnelsByProductId (a contract query). Reads need the funnels / funnel page
// flags; funnelsByProductId answers the products page flag or the user_enroll/unenroll function
// flag (the enrol screens). A funnel is part of its product's offer: creating one needs
// product_create, editing and deleting editProduct. Funnel ids are strings (legacy ids import
// verbatim; new ones are uuids).
export const schema = /* GraphQL */ `
  "A payment term a funnel offers (funnel_payment_terms)."
  type FunnelPaymentTerm {
    funnelId: String!
    paymentTermId: String!
    "The total paid on this term in integer centavos when it differs from the funnel price; null = the funnel price."
    totalPrice: Int
    paymentTerm: PaymentTerm!
  }

  "One way of selling a product: its price, validity, payment terms, coupons and checkout."
  type Funnel {
    id: String!
    productId: Int!
    name: String!
    "Unique: the public page is /{slug}."
    slug: String!
    "The selling price in integer centavos; 0 is free."
    price: Int!
    "Days of access from the start; null = lifetime."
    validityByDays: Int
    "False sends buyers to /checkout/closed."
    isOpen: Boolean!
    "The public checkout link: /checkout/{id}."
    checkoutPath: String!
    createdAt: DateTime!
    updatedAt: DateTime!
    product: Product!
    "The payment terms it offers, 'one-time' first."
    funnelPaymentTerm: [FunnelPaymentTerm!]!
    "Its coupons, newest first."
    coupons: [Coupon!]!
  }

  type FunnelList {
    items: [Funnel!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  "The funnel form (new and edit send every field; the product is fixed once created)."
  input FunnelInput {
    productId: Int!
    name: String!
    "Lower-case letters, digits and dashes; unique."
    slug: String!
    "The selling price in integer centavos."
    price: Int!
    "Days of access; null (blank) = lifetime."
    validityByDays: Int
    isOpen: Boolean
    "The payment terms offered; 'one-time' is always offered, listed or not."
    paymentTermIds: [String!]
  }

  type Query {
    """
    The funnels of a product, by name (the enrol screens). Open funnels only, unless hidden is true:
    then closed ones too. With userId, funnels the user holds an active subscription to (not
    unenrolled, expiry on or after the start of today in Manila) are left out.
    """
    funnelsByProductId(productId: Int!, hidden: Boolean, userId: Int): [Funnel!]!
      @requireAccess(page: "products", function: "user_enroll/unenroll")
    """
    Every funnel with its product, newest first. search: the funnel's name or slug, or its product's
    name, contains it. productId narrows to one product. status: open or closed. sortBy name, price,
    createdAt.
    """
    funnels(page: Int, pageSize: Int, sortBy: String, sortOrder: SortOrder, search: String, productId: Int, status: String): FunnelList!
      @requireAccess(page: "funnels")
    "One funnel; null when there is none with this id."
    funnel(id: String!): Funnel @requireAccess(page: "funnel")
  }

  type Mutation {
    createFunnel(input: FunnelInput!): Funnel! @requireAccess(function: "product_create")
    updateFunnel(id: String!, input: FunnelInput!): Funnel! @requireAccess(page: "editProduct")
    "Deletes a funnel nobody subscribed to (its terms and coupons go with it); otherwise BAD_USER_INPUT: close it instead."
    deleteFunnel(id: String!): String! @requireAccess(page: "editProduct")
  }
`
