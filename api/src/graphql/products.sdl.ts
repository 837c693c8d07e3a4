// Products in the back office (docs/product.md, "products"): /products (list, detail, new, edit), and the enrol screens'
// product list (the contract query `products`). Reads need the page flags of the pages that show
// them (products, product); the enrol screens' `products` also answers the user_enroll/unenroll
// function flag. Creating needs product_create (Add New Product); editing and deleting editProduct.
// A product with funnels (and so, sales) cannot be deleted (funnels.product_id restricts): it is
// deactivated instead (isActive false), which the list calls "expired".
export const schema = /* GraphQL */ `
  "A course a product grants (product_courses)."
  type ProductCourse {
    id: Int!
    name: String!
  }

  type Product {
    id: Int!
    name: String!
    "The list price in integer centavos (each funnel carries the price it actually sells at)."
    price: Int!
    description: String
    imageUrl: String
    "False once the product is no longer sold (deactivated); members who hold it keep their access."
    isActive: Boolean!
    "active or expired: a product has no end date of its own, so expired means deactivated (isActive false)."
    status: String!
    createdAt: DateTime!
    updatedAt: DateTime!
    "Its funnels (the ways it is sold), by name."
    funnels: [Funnel!]!
    "The courses it grants, by name."
    courses: [ProductCourse!]!
  }

  type ProductList {
    items: [Product!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  "The product form (new and edit send every field)."
  input ProductInput {
    name: String!
    "The list price in integer centavos (149950 = PHP 1,499.50); 0 is free."
    price: Int!
    description: String
    "A web address (https://...) of the product's image."
    imageUrl: String
    "Sold (true, the default) or deactivated."
    isActive: Boolean
    "The courses the product grants; the product's list is replaced by this one."
    courseIds: [Int!]
  }

  type Query {
    """
    The products an admin may enrol a user into (the enrol screens): the active ones, by name, each
    with its funnel ids. price is the list price in integer centavos.
    """
    products: [Product!]! @requireAccess(page: "products", function: "user_enroll/unenroll")
    """
    The back-office product list, newest first. status: active or expired (deactivated); all
    without it. search: the name contains it (case-insensitive). page is 1-based; pageSize 1..100
    (10). sortBy name, price, status or createdAt (sortOrder asc unless desc), then newest first.
    """
    adminProducts(page: Int, pageSize: Int, sortBy: String, sortOrder: SortOrder, search: String, status: String): ProductList!
      @requireAccess(page: "products")
    "One product; null when there is none with this id."
    product(id: Int!): Product @requireAccess(page: "product")
    "Every live course, by name: what the product form's course picker offers."
    productCourseChoices: [ProductCourse!]! @requireAccess(page: "products")
  }

  type Mutation {
    # product_create: the "Add New Product" function flag (the newProduct page flag opens the page).
    createProduct(input: ProductInput!): Product! @requireAccess(function: "product_create")
    updateProduct(id: Int!, input: ProductInput!): Product! @requireAccess(page: "editProduct")
    """
    Deletes a product without funnels (its course links go with it). A product with funnels is refused
    with BAD_USER_INPUT: deactivate it instead (updateProduct with isActive false). Answers the id.
    """
    deleteProduct(id: Int!): Int! @requireAccess(page: "editProduct")
  }
`
